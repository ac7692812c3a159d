import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { OwnStaffController, StaffController } from './staff.controller';
import { StaffInvitationsController } from './staff-invitations.controller';
import { StaffManagementService } from './staff-management.service';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { BusinessStaff } from './entities/business-staff.entity';

@Module({
  imports: [NotificationsModule, UsersModule],
  controllers: [OwnStaffController, StaffController, StaffInvitationsController],
  providers: [StaffRepository, StaffService, StaffManagementService],
  exports: [StaffService],
})
export class StaffModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [BusinessStaff];
}
