import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { MessagingModule } from '../messaging/messaging.module';
import { NutritionModule } from '../nutrition/nutrition.module';
import { PackagesModule } from '../packages/packages.module';
import { StaffModule } from '../staff/staff.module';
import { UserBillingModule } from '../users/user-billing.module';
import { WorkoutsModule } from '../workouts/workouts.module';
import { SetupWizardController } from './setup-wizard.controller';
import { SetupWizardService } from './setup-wizard.service';

/** The setup wizard's tasks, asked of the modules whose data shows them done. */
@Module({
  imports: [UserBillingModule, MeetingsModule, PackagesModule, WorkoutsModule, NutritionModule, ClientsModule, MessagingModule, StaffModule],
  controllers: [SetupWizardController],
  providers: [SetupWizardService],
})
export class SetupWizardModule {}
