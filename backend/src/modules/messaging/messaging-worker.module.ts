import { Module } from '@nestjs/common';
import { MessageAttachmentFiles } from './message-attachment-files';
import { CommunityPostsDataSection } from './communities/community-posts-data.section';
import { CommunityPostsRepository } from './communities/community-posts.repository';
import { MessagesDataSection } from './messages-data.section';
import { MessagesRepository } from './messages.repository';
import { ScheduleRealtimeSubscriptions } from './realtime/schedule-realtime.subscriptions';
import { SocketAccessSubscriptions } from './realtime/socket-access.subscriptions';

/**
 * Consumer side of messaging, loaded where workers run: the subscribers that carry changes of rights to the open
 * sockets (and the calendar changes a worker makes), what the orphan-files sweep asks of its stored files, and the
 * client's conversation and community posts for their data export.
 */
@Module({
  providers: [
    SocketAccessSubscriptions,
    ScheduleRealtimeSubscriptions,
    MessagesRepository,
    MessageAttachmentFiles,
    MessagesDataSection,
    CommunityPostsRepository,
    CommunityPostsDataSection,
  ],
})
export class MessagingWorkerModule {}
