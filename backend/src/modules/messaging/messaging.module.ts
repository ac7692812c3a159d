import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TenancyService } from '../auth/tenancy.service';
import { ClientsModule } from '../clients/clients.module';
import { StaffModule } from '../staff/staff.module';
import { UsersModule } from '../users/users.module';
import { ClientCommunitiesController } from './communities/client-communities.controller';
import { CommunitiesRealtime } from './communities/communities-realtime';
import { CommunitiesController } from './communities/communities.controller';
import { CommunitiesService } from './communities/communities.service';
import { CommunityPostsController } from './communities/community-posts.controller';
import { CommunityPostsService } from './communities/community-posts.service';
import { Community } from './communities/entities/community.entity';
import { CommunityMember } from './communities/entities/community-member.entity';
import { CommunityPost } from './communities/entities/community-post.entity';
import { CommunityReaction } from './communities/entities/community-reaction.entity';
import { Message } from './entities/message.entity';
import { MessagesController } from './messages.controller';
import { MessagingService } from './messaging.service';
import { MessagingGateway } from './realtime/messaging.gateway';
import { MessagingRealtime } from './realtime/messaging-realtime';
import { RealtimePublisher } from './realtime/realtime-publisher';
import { SocketSessions } from './realtime/socket-sessions';

/**
 * Messages between a business and its clients, and communities, over HTTP and Socket.IO. Sockets resolve their
 * tenant like the AccessGuard does, hence TenancyService (and the staff and clients services it asks).
 */
@Module({
  imports: [MikroOrmModule.forFeature([Message, Community, CommunityMember, CommunityPost, CommunityReaction]), ClientsModule, StaffModule, UsersModule],
  controllers: [MessagesController, CommunitiesController, CommunityPostsController, ClientCommunitiesController],
  providers: [
    MessagingService,
    MessagingRealtime,
    CommunitiesService,
    CommunityPostsService,
    CommunitiesRealtime,
    RealtimePublisher,
    MessagingGateway,
    SocketSessions,
    TenancyService,
  ],
  exports: [MessagingService],
})
export class MessagingModule {}
