import { Module } from '@nestjs/common';
import { EventsProcessor } from './events.processor';

/** Consumer side of domain events, loaded where workers run. */
@Module({ providers: [EventsProcessor] })
export class EventsWorkerModule {}
