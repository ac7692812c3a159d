import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import { toDecimal } from '../../common/validation/transforms';
import { ClientsService } from './clients.service';
import { toHealthProfileResponse, toMeasurementResponse, toWellnessResponse } from './dto/client-health.mappers';
import type { HealthProfileDto, HealthProfileResponseDto } from './dto/health-profile.dto';
import type { CreateMeasurementDto, MeasurementResponseDto } from './dto/measurement.dto';
import type { CreateWellnessLogDto, WellnessLogResponseDto } from './dto/wellness.dto';
import { ClientHealthProfile } from './entities/client-health-profile.entity';
import { MEASUREMENT_FIELDS, Measurement } from './entities/measurement.entity';
import { WellnessLog } from './entities/wellness-log.entity';

/** Measurements and check-ins are recorded whole: a field not sent is empty. */
const decimal = (value: number | null | undefined) => toDecimal(value) ?? null;

/** Health profile, measurements and wellness of one client of the tenant. */
@Injectable()
export class ClientHealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
  ) {}

  async getHealthProfile(tenant: Tenant, clientId: string): Promise<HealthProfileResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return toHealthProfileResponse(client.id, await this.em.findOne(ClientHealthProfile, { client }));
  }

  /** Saves the whole form: fields left out are cleared, as the form always sends all of them. */
  async saveHealthProfile(tenant: Tenant, clientId: string, dto: HealthProfileDto): Promise<HealthProfileResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const profile = (await this.em.findOne(ClientHealthProfile, { client })) ?? this.em.create(ClientHealthProfile, { client });
    this.em.assign(profile, {
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
    await this.em.persist(profile).flush();
    return toHealthProfileResponse(client.id, profile);
  }

  async listMeasurements(tenant: Tenant, clientId: string, limit = 100): Promise<MeasurementResponseDto[]> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const rows = await this.em.find(Measurement, { client }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    return rows.map(toMeasurementResponse);
  }

  /** Records measurements; a weight also becomes the client's current weight. */
  async addMeasurement(tenant: Tenant, clientId: string, dto: CreateMeasurementDto): Promise<MeasurementResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, decimal(dto[field])]));
    const measurement = this.em.create(Measurement, { client, ...values, notes: dto.notes ?? null });
    if (dto.weight != null) client.currentWeight = String(dto.weight);
    await this.em.persist(measurement).flush();
    return toMeasurementResponse(measurement);
  }

  async listWellness(tenant: Tenant, clientId: string, limit = 90): Promise<WellnessLogResponseDto[]> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const rows = await this.em.find(WellnessLog, { client }, { orderBy: { date: 'desc', createdAt: 'desc' }, limit });
    return rows.map(toWellnessResponse);
  }

  async addWellness(tenant: Tenant, clientId: string, dto: CreateWellnessLogDto): Promise<WellnessLogResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const log = this.em.create(WellnessLog, {
      client,
      date: dto.date ?? new Date().toISOString().slice(0, 10),
      sleepHours: decimal(dto.sleepHours),
      sleepQuality: dto.sleepQuality ?? null,
      energyLevel: dto.energyLevel ?? null,
      mood: dto.mood ?? null,
      stressLevel: dto.stressLevel ?? null,
      waterIntake: decimal(dto.waterIntake),
      steps: dto.steps ?? null,
      notes: dto.notes ?? null,
    });
    await this.em.persist(log).flush();
    return toWellnessResponse(log);
  }
}
