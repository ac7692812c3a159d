import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { ClientsRepository } from './clients.repository';
import { toGoalResponse } from './dto/goal.dto';
import { toMeasurementResponse } from './dto/measurement.dto';
import { GoalsRepository } from './goals.repository';
import { MeasurementsRepository } from './measurements.repository';
import { ProgressEntriesRepository } from './progress-entries.repository';

/** The client's part of their data export kept by this module: their client record, goals, progress entries and measurements. */
@Injectable()
@ClientDataSource('clients')
export class ClientRecordDataSection implements ClientDataSection {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly goals: GoalsRepository,
    private readonly entries: ProgressEntriesRepository,
    private readonly measurements: MeasurementsRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const client = await this.clients.findById(scope, scope.clientId);
    if (!client) return { tables: [] };
    const [goals, entries, measurements] = await Promise.all([
      this.goals.allOfClient(scope, client.id),
      this.entries.allOfClient(scope, client.id),
      this.measurements.allOfClient(scope, client.id),
    ]);
    const profile = plainRow({
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      fitnessGoal: client.fitnessGoal,
      currentWeight: client.currentWeight,
      targetWeight: client.targetWeight,
      height: client.height,
      age: client.age,
      activityLevel: client.activityLevel,
      isActive: client.isActive,
      onboardingCompleted: client.onboardingCompleted,
      createdAt: client.createdAt,
      updatedAt: client.updatedAt,
    });
    return {
      tables: [
        { name: 'client_record', rows: [profile] },
        { name: 'goals', rows: goals.map((goal) => plainRow(toGoalResponse(goal))) },
        {
          name: 'progress_entries',
          rows: entries.map((entry) =>
            plainRow({ id: entry.id, type: entry.type, value: entry.value, unit: entry.unit, notes: entry.notes, recordedAt: entry.recordedAt }),
          ),
        },
        { name: 'measurements', rows: measurements.map((measurement) => plainRow(toMeasurementResponse(measurement))) },
      ],
    };
  }
}
