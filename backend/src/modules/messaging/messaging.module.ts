import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TenancyService } from '../auth/tenancy.service';
import { ClientsModule } from '../clients/clients.module';
import { StaffModule } from '../staff/staff.module';
import { UsersModule } from '../users/users.module';
import { Message } from './entities/message.entity';
import { MessagesController } from './messages.controller';
import { MessagingService } from './messaging.service';
import { MessagingGateway } from './realtime/messaging.gateway';
import { MessagingRealtime } from './realtime/messaging-realtime';
import { RealtimePublisher } from './realtime/realtime-publisher';

/**
 * Messages between a business and its clients, and communities, over HTTP and Socket.IO. Sockets resolve their
 * tenant like the AccessGuard does, hence TenancyService (and the staff and clients services it asks).
 */
@Module({
  imports: [MikroOrmModule.forFeature([Message]), ClientsModule, StaffModule, UsersModule],
  controllers: [MessagesController],
  providers: [MessagingService, MessagingRealtime, RealtimePublisher, MessagingGateway, TenancyService],
  exports: [MessagingService],
})
export class MessagingModule {}
