import { Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, CURSOR_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { cursorPageOrFail, type CursorPage } from '../../common/http/cursor-pagination';
import { ClientsService } from './clients.service';
import { toHealthProfileResponse, type HealthProfileDto, type HealthProfileResponseDto } from './dto/health-profile.dto';
import { toMeasurementResponse, type CreateMeasurementDto, type ListMeasurementsQuery, type MeasurementResponseDto } from './dto/measurement.dto';
import { toWellnessResponse, type CreateWellnessLogDto, type ListWellnessQuery, type WellnessLogResponseDto } from './dto/wellness.dto';
import { MEASUREMENT_FIELDS } from './entities/measurement.entity';
import { HealthProfilesRepository } from './health-profiles.repository';
import { MeasurementsRepository } from './measurements.repository';
import { WellnessLogsRepository } from './wellness-logs.repository';

/** Health profile, measurements and wellness of one client of the tenant. Measurements and check-ins are recorded whole. */
@Injectable()
export class ClientHealthService {
  constructor(
    private readonly clients: ClientsService,
    private readonly profiles: HealthProfilesRepository,
    private readonly measurements: MeasurementsRepository,
    private readonly wellness: WellnessLogsRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async getHealthProfile(tenant: Tenant, clientId: string): Promise<HealthProfileResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return toHealthProfileResponse(client.id, await this.profiles.findForClient(tenant, client.id));
  }

  /** Saves the whole form: fields left out are cleared, as the form always sends all of them. */
  async saveHealthProfile(tenant: Tenant, clientId: string, dto: HealthProfileDto): Promise<HealthProfileResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const profile = await this.profiles.save(tenant, client.id, {
      medicalConditions: dto.medicalConditions ?? [],
      medications: dto.medications ?? [],
      allergies: dto.allergies ?? [],
      injuries: dto.injuries ?? [],
      primaryGoals: dto.primaryGoals ?? [],
      preferredWorkoutTypes: dto.preferredWorkoutTypes ?? [],
      availableEquipment: dto.availableEquipment ?? [],
      fitnessExperience: dto.fitnessExperience ?? null,
      activityLevel: dto.activityLevel ?? null,
      workoutFrequency: dto.workoutFrequency ?? null,
      emergencyContact: dto.emergencyContact ? { ...dto.emergencyContact } : null,
      lastUpdated: new Date(),
    });
    if (!profile) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return toHealthProfileResponse(client.id, profile);
  }

  async listMeasurements(tenant: Tenant, clientId: string, query: ListMeasurementsQuery): Promise<CursorPage<MeasurementResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return cursorPageOrFail(await this.measurements.pageForClient(tenant, client.id, query), CURSOR_MESSAGES.measurements).map(toMeasurementResponse);
  }

  /** Records measurements (with `measurement_logged`); a weight also becomes the client's current weight. */
  async addMeasurement(tenant: Tenant, clientId: string, dto: CreateMeasurementDto): Promise<MeasurementResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, dto[field] ?? null]));
    const measurement = this.measurements.add(tenant, client, { ...values, notes: dto.notes ?? null });
    if (dto.weight != null) client.currentWeight = dto.weight;
    this.events.record('measurement_logged', {
      businessId: tenant.businessId,
      clientId: client.id,
      measurementId: measurement.id,
      measured: MEASUREMENT_FIELDS.filter((field) => values[field] != null),
    });
    await this.uow.save();
    return toMeasurementResponse(measurement);
  }

  async listWellness(tenant: Tenant, clientId: string, query: ListWellnessQuery): Promise<CursorPage<WellnessLogResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return cursorPageOrFail(await this.wellness.pageForClient(tenant, client.id, query), CURSOR_MESSAGES.wellness).map(toWellnessResponse);
  }

  async addWellness(tenant: Tenant, clientId: string, dto: CreateWellnessLogDto): Promise<WellnessLogResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const log = this.wellness.add(tenant, client, {
      date: dto.date ?? new Date().toISOString().slice(0, 10),
      sleepHours: dto.sleepHours ?? null,
      sleepQuality: dto.sleepQuality ?? null,
      energyLevel: dto.energyLevel ?? null,
      mood: dto.mood ?? null,
      stressLevel: dto.stressLevel ?? null,
      waterIntake: dto.waterIntake ?? null,
      steps: dto.steps ?? null,
      notes: dto.notes ?? null,
    });
    await this.uow.save();
    return toWellnessResponse(log);
  }
}
