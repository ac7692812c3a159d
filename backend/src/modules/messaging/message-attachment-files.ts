import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { MessagesRepository } from './messages.repository';

/** Answers the orphan-files sweep for message attachments (`message-attachments`): the keys a row still points to. */
@Injectable()
@StoredFileOwner('message-attachments')
export class MessageAttachmentFiles implements StoredFileReferences {
  constructor(private readonly rows: MessagesRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.rows.referencedFileKeys(keys);
  }
}
