import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../auth/sessions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { OwnStaffController, StaffController } from './staff.controller';
import { StaffInvitationsController } from './staff-invitations.controller';
import { StaffManagementService } from './staff-management.service';
import { StaffAssignmentsRepository } from './staff-assignments.repository';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { BusinessStaff } from './entities/business-staff.entity';
import { StaffClientAssignment } from './entities/staff-client-assignment.entity';

@Module({
  imports: [AuditModule, ClientsModule, NotificationsModule, SessionsModule, TwoFactorModule, UsersModule],
  controllers: [OwnStaffController, StaffController, StaffInvitationsController],
  providers: [StaffRepository, StaffAssignmentsRepository, StaffService, StaffManagementService],
  exports: [StaffService],
})
export class StaffModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [BusinessStaff, StaffClientAssignment];
}
