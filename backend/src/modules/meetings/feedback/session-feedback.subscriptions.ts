import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../common/events/domain-events';
import { SessionFeedbackService } from './session-feedback.service';

/** A completed session queues its feedback request; a cancelled or no-show one drops it. */
@Injectable()
export class SessionFeedbackSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly feedback: SessionFeedbackService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('meeting_completed', 'schedule-feedback-request', (event) => this.feedback.scheduleRequest(event));
    this.events.subscribe('meeting_cancelled', 'drop-feedback-request', ({ payload }) => this.feedback.dropRequest(payload.meetingId));
    this.events.subscribe('meeting_no_show', 'drop-feedback-request', ({ payload }) => this.feedback.dropRequest(payload.meetingId));
  }
}
