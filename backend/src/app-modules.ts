import type { EntityClass } from '@mikro-orm/core';
import type { Type } from '@nestjs/common';
import { EventsModule } from './common/events/events.module';
import { EventsWorkerModule } from './common/events/events-worker.module';
import type { DemoSeeder } from './infra/seed/demo-seeder';
import { StorageWorkerModule } from './infra/storage/storage-worker.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { ClientsModule } from './modules/clients/clients.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { HealthModule } from './modules/health/health.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { NutritionModule } from './modules/nutrition/nutrition.module';
import { ProgressPhotosModule } from './modules/progress-photos/progress-photos.module';
import { StaffModule } from './modules/staff/staff.module';
import { PlatformStaffModule } from './modules/platform-staff/platform-staff.module';
import { UsersModule } from './modules/users/users.module';
import { WorkoutsModule } from './modules/workouts/workouts.module';
import { MeetingsModule } from './modules/meetings/meetings.module';
import { CouponsModule } from './modules/coupons/coupons.module';
import { AccountDataModule } from './modules/account-data/account-data.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { FormsModule } from './modules/forms/forms.module';
import { PackagesModule } from './modules/packages/packages.module';
import { ClientPaymentsModule } from './modules/client-payments/client-payments.module';
import { PushModule } from './modules/push/push.module';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { SupportModule } from './modules/support/support.module';
import { FeatureFlagsModule } from './modules/feature-flags/feature-flags.module';
import { HelpModule } from './modules/help/help.module';
import { SetupWizardModule } from './modules/setup-wizard/setup-wizard.module';
import { TwoFactorModule } from './modules/two-factor/two-factor.module';
import { AutomationsModule } from './modules/automations/automations.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';

/**
 * What a module registers through its class's static members (a module without tables, workers or demo data has
 * none of them).
 */
export interface FeatureModule extends Type {
  /** Its entities: the ORM's entity list is every listed module's. */
  readonly entities?: readonly EntityClass<object>[];
  /** Its processors and event subscribers, in a Nest module of their own: loaded where workers run. */
  readonly worker?: Type;
  /** Its `DemoSeeder`, one of its providers: the start-up seed runs the seeders in the order of this list. */
  readonly seeder?: Type<DemoSeeder>;
}

/**
 * The composition: every feature module, once. The API imports them (in this order), the worker their worker
 * modules, the ORM (app, worker, migrations, MikroORM CLI, tests) their entities, and the seed their seeders, in
 * this order: a module's seeder may read what the seeders of the modules before it created. Adding a module means
 * writing its folder and adding its class here.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  AuthModule,
  UsersModule,
  HealthModule,
  StaffModule,
  NotificationsModule,
  ClientsModule,
  MessagingModule,
  DashboardModule,
  AuditModule,
  AdminModule,
  PlatformStaffModule,
  ProgressPhotosModule,
  WorkoutsModule,
  NutritionModule,
  MeetingsModule,
  CouponsModule,
  AccountDataModule,
  PaymentsModule,
  FormsModule,
  PackagesModule,
  ClientPaymentsModule,
  PushModule,
  OnboardingModule,
  IntegrationsModule,
  SupportModule,
  FeatureFlagsModule,
  HelpModule,
  SetupWizardModule,
  TwoFactorModule,
  AutomationsModule,
  WebhooksModule,
  AnalyticsModule,
];

/** Every entity: the platform's own (the domain events' outbox) and each module's. */
export const ENTITIES: readonly EntityClass<object>[] = [...EventsModule.entities, ...FEATURE_MODULES.flatMap((module) => module.entities ?? [])];

/** The modules holding BullMQ processors and event subscribers (in the API process or `npm run start:worker`). */
export const WORKER_MODULES: readonly Type[] = [
  EventsWorkerModule,
  StorageWorkerModule,
  ...FEATURE_MODULES.flatMap((module) => (module.worker ? [module.worker] : [])),
];

/** The seeders, in the order of the modules. */
export const DEMO_SEEDERS: readonly Type<DemoSeeder>[] = FEATURE_MODULES.flatMap((module) => (module.seeder ? [module.seeder] : []));
