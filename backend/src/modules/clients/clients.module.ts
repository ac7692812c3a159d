import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ClientCsvService } from './client-csv.service';
import { ClientHealthController } from './client-health.controller';
import { ClientHealthService } from './client-health.service';
import { ClientPortalGoalsController } from './client-portal-goals.controller';
import { ClientPortalMeasurementsController } from './client-portal-measurements.controller';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { GoalsController } from './goals.controller';
import { GoalsRepository } from './goals.repository';
import { GoalsService } from './goals.service';
import { HealthProfilesRepository } from './health-profiles.repository';
import { ClientInvitationsController } from './invitations/client-invitations.controller';
import { ClientInvitationsRepository } from './invitations/client-invitations.repository';
import { ClientInvitationsService } from './invitations/client-invitations.service';
import { ClientPortalLinkController } from './invitations/client-portal-link.controller';
import { InvitationsController } from './invitations/invitations.controller';
import { MeasurementsRepository } from './measurements.repository';
import { ProgressEntriesRepository } from './progress-entries.repository';
import { WellnessLogsRepository } from './wellness-logs.repository';
import { Client } from './entities/client.entity';
import { ClientInvitation } from './invitations/client-invitation.entity';
import { ClientHealthProfile } from './entities/client-health-profile.entity';
import { Measurement } from './entities/measurement.entity';
import { WellnessLog } from './entities/wellness-log.entity';
import { Goal } from './entities/goal.entity';
import { ProgressEntry } from './entities/progress-entry.entity';
import { ClientsSeeder } from './clients.seeder';
import { ClientsWorkerModule } from './clients-worker.module';

/** Clients, their health profile, measurements, wellness and goals. The model module the others copy. */
@Module({
  imports: [NotificationsModule, UsersModule],
  controllers: [
    ClientsController,
    ClientHealthController,
    GoalsController,
    ClientPortalGoalsController,
    ClientPortalMeasurementsController,
    ClientInvitationsController,
    InvitationsController,
    ClientPortalLinkController,
  ],
  providers: [
    ClientsRepository,
    GoalsRepository,
    HealthProfilesRepository,
    MeasurementsRepository,
    ProgressEntriesRepository,
    WellnessLogsRepository,
    ClientInvitationsRepository,
    ClientsService,
    ClientCsvService,
    ClientHealthService,
    GoalsService,
    ClientInvitationsService,
    ClientsSeeder,
  ],
  exports: [ClientsService],
})
export class ClientsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Client, ClientInvitation, ClientHealthProfile, Measurement, WellnessLog, Goal, ProgressEntry];
  /** Its part of the start-up seed. */
  static readonly seeder = ClientsSeeder;
  /** Its part of a client's data export, loaded where workers run. */
  static readonly worker = ClientsWorkerModule;
}
