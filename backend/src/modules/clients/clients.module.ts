import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClientCsvService } from './client-csv.service';
import { ClientHealthController } from './client-health.controller';
import { ClientHealthService } from './client-health.service';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ClientPortalGoalsController } from './client-portal-goals.controller';
import { GoalsController } from './goals.controller';
import { GoalsService } from './goals.service';
import { ClientHealthProfile } from './entities/client-health-profile.entity';
import { Client } from './entities/client.entity';
import { Goal } from './entities/goal.entity';
import { Measurement } from './entities/measurement.entity';
import { WellnessLog } from './entities/wellness-log.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ClientInvitationsController } from './invitations/client-invitations.controller';
import { ClientInvitation } from './invitations/client-invitation.entity';
import { ClientInvitationsService } from './invitations/client-invitations.service';
import { ClientLinkController } from './invitations/client-link.controller';
import { InvitationsController } from './invitations/invitations.controller';

/** Clients, their health profile, measurements, wellness and goals. The model module the others copy. */
@Module({
  imports: [MikroOrmModule.forFeature([Client, Goal, ClientHealthProfile, Measurement, WellnessLog, ClientInvitation]), NotificationsModule, UsersModule],
  controllers: [
    ClientsController,
    ClientHealthController,
    GoalsController,
    ClientPortalGoalsController,
    ClientInvitationsController,
    InvitationsController,
    ClientLinkController,
  ],
  providers: [ClientsService, ClientCsvService, ClientHealthService, GoalsService, ClientInvitationsService],
  exports: [ClientsService],
})
export class ClientsModule {}
