import { Module } from '@nestjs/common';
import { ClientsModule } from '../../clients/clients.module';
import { RealtimePublisher } from '../realtime/realtime-publisher';
import { CommunitiesRealtime } from './communities-realtime';
import { CommunitiesRepository } from './communities.repository';
import { CommunitiesService } from './communities.service';
import { CommunityMembersRepository } from './community-members.repository';
import { CommunityPostsRepository } from './community-posts.repository';

/**
 * Communities without their HTTP and socket side: what a worker may do to them (an automation adds a client) and what
 * the messaging module builds its controllers and gateway on. Changes reach open pages through the socket rooms'
 * Redis publisher, which works from any process.
 */
@Module({
  imports: [ClientsModule],
  providers: [CommunitiesRepository, CommunityMembersRepository, CommunityPostsRepository, CommunitiesService, CommunitiesRealtime, RealtimePublisher],
  exports: [CommunitiesRepository, CommunityMembersRepository, CommunityPostsRepository, CommunitiesService, CommunitiesRealtime, RealtimePublisher],
})
export class CommunitiesCoreModule {}
