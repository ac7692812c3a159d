import { Module } from '@nestjs/common';
import { ClientCsvService } from './client-csv.service';
import { ClientHealthController } from './client-health.controller';
import { ClientHealthService } from './client-health.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { GoalsController } from './goals.controller';
import { GoalsService } from './goals.service';

/** Clients, their health profile, measurements, wellness and goals. The model module the others copy. */
@Module({
  controllers: [ClientsController, ClientHealthController, GoalsController],
  providers: [ClientsRepository, ClientsService, ClientCsvService, ClientHealthService, GoalsService],
  exports: [ClientsService, ClientsRepository],
})
export class ClientsModule {}
