import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientPortalSubscriptionsController } from './client-portal-subscriptions.controller';
import { ClientSubscriptionsController } from './client-subscriptions.controller';
import { ClientSubscriptionsRepository } from './client-subscriptions.repository';
import { ClientSubscription } from './entities/client-subscription.entity';
import { CoachingPackage } from './entities/coaching-package.entity';
import { PackagesController } from './packages.controller';
import { PackagesRepository } from './packages.repository';
import { PackagesSeeder } from './packages.seeder';
import { PackagesService } from './packages.service';

/** Packages: the business's coaching packages and its clients' subscriptions to them. Registered in app-modules.ts. */
@Module({
  imports: [ClientsModule, UserTimeZonesModule],
  controllers: [PackagesController, ClientSubscriptionsController, ClientPortalSubscriptionsController],
  providers: [PackagesRepository, ClientSubscriptionsRepository, PackagesService, PackagesSeeder],
  exports: [PackagesService],
})
export class PackagesModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [CoachingPackage, ClientSubscription];
  /** The demo business's packages, one of them assigned to the demo client. */
  static readonly seeder = PackagesSeeder;
}
