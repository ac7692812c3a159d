import { Module } from '@nestjs/common';
import { TenancyService } from '../auth/tenancy.service';
import { ClientsModule } from '../clients/clients.module';
import { StaffModule } from '../staff/staff.module';
import { UsersModule } from '../users/users.module';
import { CommunitiesCoreModule } from './communities/communities-core.module';
import { ClientPortalCommunitiesController } from './communities/client-portal-communities.controller';
import { CommunitiesController } from './communities/communities.controller';
import { CommunityPostsController } from './communities/community-posts.controller';
import { CommunityPostsService } from './communities/community-posts.service';
import { CommunityReactionsRepository } from './communities/community-reactions.repository';
import { MessagesController } from './messages.controller';
import { MessagesRepository } from './messages.repository';
import { MessagingService } from './messaging.service';
import { MessagingGateway } from './realtime/messaging.gateway';
import { MessagingRealtime } from './realtime/messaging-realtime';
import { SocketSessions } from './realtime/socket-sessions';
import { Message } from './entities/message.entity';
import { Community } from './communities/entities/community.entity';
import { CommunityMember } from './communities/entities/community-member.entity';
import { CommunityPost } from './communities/entities/community-post.entity';
import { CommunityReaction } from './communities/entities/community-reaction.entity';
import { MessagingSeeder } from './messaging.seeder';
import { MessagingWorkerModule } from './messaging-worker.module';

/**
 * Messages between a business and its clients, and communities, over HTTP and Socket.IO. Sockets resolve their
 * tenant like the AccessGuard does, hence TenancyService (and the staff and clients services it asks).
 */
@Module({
  imports: [ClientsModule, StaffModule, UsersModule, CommunitiesCoreModule],
  controllers: [MessagesController, CommunitiesController, CommunityPostsController, ClientPortalCommunitiesController],
  providers: [
    MessagesRepository,
    CommunityReactionsRepository,
    MessagingService,
    MessagingRealtime,
    CommunityPostsService,
    MessagingGateway,
    SocketSessions,
    TenancyService,
    MessagingSeeder,
  ],
  exports: [MessagingService, CommunitiesCoreModule],
})
export class MessagingModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Message, Community, CommunityMember, CommunityPost, CommunityReaction];
  /** Its part of the start-up seed. */
  static readonly seeder = MessagingSeeder;
  /** Loaded where workers run: its event subscribers, and what the orphan-files sweep asks of its stored files. */
  static readonly worker = MessagingWorkerModule;
}
