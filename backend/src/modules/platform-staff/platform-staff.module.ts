import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../auth/sessions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { PlatformStaffMember } from './entities/platform-staff-member.entity';
import { PlatformStaffInvitationsController } from './platform-staff-invitations.controller';
import { PlatformStaffController } from './platform-staff.controller';
import { PlatformStaffRepository } from './platform-staff.repository';
import { PlatformStaffService } from './platform-staff.service';

/** The platform's own team: invitations, permissions, removal; the access guard asks it what an admin account may do. */
@Module({
  imports: [AuditModule, NotificationsModule, SessionsModule, UsersModule],
  controllers: [PlatformStaffController, PlatformStaffInvitationsController],
  providers: [PlatformStaffRepository, PlatformStaffService],
  exports: [PlatformStaffService],
})
export class PlatformStaffModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [PlatformStaffMember];
}
