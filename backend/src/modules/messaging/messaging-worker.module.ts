import { Module } from '@nestjs/common';
import { MessageAttachmentFiles } from './message-attachment-files';
import { MessagesRepository } from './messages.repository';

/** Consumer side of messaging, loaded where workers run: what the orphan-files sweep asks of its stored files. */
@Module({
  providers: [MessagesRepository, MessageAttachmentFiles],
})
export class MessagingWorkerModule {}
