import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Message } from './entities/message.entity';
import { MessagingService } from './messaging.service';

@Module({ imports: [MikroOrmModule.forFeature([Message])], providers: [MessagingService], exports: [MessagingService] })
export class MessagingModule {}
