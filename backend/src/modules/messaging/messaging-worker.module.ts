import { Module } from '@nestjs/common';
import { SocketAccessSubscriptions } from './realtime/socket-access.subscriptions';

/** Consumer side, loaded where workers run: the subscribers that carry changes of rights to the open sockets. */
@Module({ providers: [SocketAccessSubscriptions] })
export class MessagingWorkerModule {}
