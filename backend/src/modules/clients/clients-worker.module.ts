import { Module } from '@nestjs/common';
import { ClientRecordDataSection } from './client-data.section';
import { ClientsRepository } from './clients.repository';
import { GoalsRepository } from './goals.repository';
import { MeasurementsRepository } from './measurements.repository';
import { ProgressEntriesRepository } from './progress-entries.repository';

/** Consumer side of clients, loaded where workers run: their part of a client's data export. */
@Module({
  providers: [ClientsRepository, GoalsRepository, ProgressEntriesRepository, MeasurementsRepository, ClientRecordDataSection],
})
export class ClientsWorkerModule {}
