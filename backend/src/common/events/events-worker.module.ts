import { Module } from '@nestjs/common';
import { EventSubscribersProcessor } from './event-subscribers.processor';
import { EventsProcessor } from './events.processor';

/** Consumer side of domain events, loaded where workers run: the fan-out per subscriber and the subscribers' jobs. */
@Module({ providers: [EventsProcessor, EventSubscribersProcessor] })
export class EventsWorkerModule {}
