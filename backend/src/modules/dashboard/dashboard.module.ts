import { Module } from '@nestjs/common';
import { ClientPaymentsModule } from '../client-payments/client-payments.module';
import { ClientsModule } from '../clients/clients.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { MessagingModule } from '../messaging/messaging.module';
import { NutritionModule } from '../nutrition/nutrition.module';
import { WorkoutsModule } from '../workouts/workouts.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [ClientsModule, MessagingModule, WorkoutsModule, NutritionModule, ClientPaymentsModule, MeetingsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
