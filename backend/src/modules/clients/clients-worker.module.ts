import { Module } from '@nestjs/common';
import { ClientRecordDataSection } from './client-data.section';
import { ClientHealthDataSection } from './health-data.section';
import { ClientsRepository } from './clients.repository';
import { GoalsRepository } from './goals.repository';
import { HealthProfilesRepository } from './health-profiles.repository';
import { MeasurementsRepository } from './measurements.repository';
import { ProgressEntriesRepository } from './progress-entries.repository';
import { WellnessLogsRepository } from './wellness-logs.repository';

/** Consumer side of clients, loaded where workers run: their part of a client's data export (record, goals, measurements, health profile and wellness check-ins). */
@Module({
  providers: [
    ClientsRepository,
    GoalsRepository,
    ProgressEntriesRepository,
    MeasurementsRepository,
    ClientRecordDataSection,
    HealthProfilesRepository,
    WellnessLogsRepository,
    ClientHealthDataSection,
  ],
})
export class ClientsWorkerModule {}
