import { Module } from '@nestjs/common';
import { MessageAttachmentFiles } from './message-attachment-files';
import { MessagesRepository } from './messages.repository';
import { SocketAccessSubscriptions } from './realtime/socket-access.subscriptions';

/**
 * Consumer side of messaging, loaded where workers run: the subscribers that carry changes of rights to the open
 * sockets, and what the orphan-files sweep asks of its stored files.
 */
@Module({
  providers: [SocketAccessSubscriptions, MessagesRepository, MessageAttachmentFiles],
})
export class MessagingWorkerModule {}
