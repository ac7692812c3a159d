import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '../realtime/realtime-publisher';
import { ROOMS, SERVER_EVENTS } from '../realtime/realtime-rooms';
import type { CommunityReplyResponseDto } from './dto/community-post.dto';

/** What open community pages hear: a new post or reply, a reaction, and changes to the community or its members. */
@Injectable()
export class CommunitiesRealtime {
  constructor(private readonly publisher: RealtimePublisher) {}

  posted(businessId: string, post: CommunityReplyResponseDto): void {
    this.publisher.emit([ROOMS.community(post.communityId), ROOMS.business(businessId)], SERVER_EVENTS.communityPost, post);
  }

  reacted(businessId: string, communityId: string, postId: string): void {
    this.publisher.emit([ROOMS.community(communityId), ROOMS.business(businessId)], SERVER_EVENTS.communityReaction, { communityId, postId });
  }

  changed(businessId: string, communityId: string): void {
    this.publisher.emit([ROOMS.community(communityId), ROOMS.business(businessId)], SERVER_EVENTS.communityChanged, { communityId });
  }
}
