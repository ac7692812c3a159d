import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AUTOMATION_TRIGGERS } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import { AutomationRunsService } from './automation-runs.service';

/**
 * Each automation trigger is the domain event of the same name (document 3 section 9: client_signup, payment_received,
 * form_submitted, workout_completed, goal_achieved, appointment_booked, missed_workout, subscription_ending), recorded
 * in the outbox with the change that caused it; its subscriber starts the matching automations.
 */
@Injectable()
export class AutomationsSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly runs: AutomationRunsService,
  ) {}

  onModuleInit(): void {
    for (const trigger of AUTOMATION_TRIGGERS) {
      this.events.subscribe(trigger, `automations-${trigger.replaceAll('_', '-')}`, (event) => this.runs.start(trigger, event));
    }
  }
}
