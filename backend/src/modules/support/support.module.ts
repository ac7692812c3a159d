import { PlatformStaffModule } from '../platform-staff/platform-staff.module';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminSupportController } from './admin-support.controller';
import { SupportTicketMessage } from './entities/support-ticket-message.entity';
import { SupportTicket } from './entities/support-ticket.entity';
import { SupportController } from './support.controller';
import { SupportTicketMessagesRepository } from './support-ticket-messages.repository';
import { SupportTicketsRepository } from './support-tickets.repository';
import { SupportService } from './support.service';

/** Support tickets: businesses open them, the platform's support team (admins) answers, assigns and closes them. */
@Module({
  imports: [UsersModule, AuditModule, NotificationsModule, PlatformStaffModule],
  controllers: [SupportController, AdminSupportController],
  providers: [SupportTicketsRepository, SupportTicketMessagesRepository, SupportService],
})
export class SupportModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [SupportTicket, SupportTicketMessage];
}
