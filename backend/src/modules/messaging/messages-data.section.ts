import { Injectable } from '@nestjs/common';
import {
  ClientDataSource,
  plainRow,
  type ClientDataFile,
  type ClientDataPart,
  type ClientDataScope,
  type ClientDataSection,
} from '../../common/client-data/client-data-source';
import { toMessageResponse } from './dto/message.dto';
import { MessagesRepository } from './messages.repository';

/** The client's part of their data export kept by messaging: the messages they sent to and received from their coach, and their attachments. */
@Injectable()
@ClientDataSource('messages')
export class MessagesDataSection implements ClientDataSection {
  constructor(private readonly messages: MessagesRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const messages = await this.messages.allOfClient(scope, scope.clientId);
    const files: ClientDataFile[] = [];
    const rows = messages.map((message) => {
      const { fileUrl: _route, ...fields } = toMessageResponse(message);
      // The attachment itself, under attachments/ (named by the message, with the extension it was stored with).
      const file = message.fileKey ? `attachments/${message.id}${message.fileKey.slice(message.fileKey.lastIndexOf('.'))}` : null;
      if (file && message.fileKey) files.push({ path: file, key: message.fileKey });
      return plainRow({ ...fields, file });
    });
    return { tables: [{ name: 'messages', rows }], files };
  }
}
