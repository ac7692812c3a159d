import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { HabitRemindersRepository } from './habit-reminders.repository';

/** The habit reminder pass the `training` queue runs every minute (worker side). */
@Injectable()
export class HabitRemindersService {
  constructor(
    private readonly reminders: HabitRemindersRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Every habit whose reminder time has come in its client's time zone (and is not checked off yet) records
   * `habit_reminder_due` once for the client's day, in the same transaction as the row that makes it once; the push
   * module sends it to the client's devices. Answers how many this call claimed; safe with several passes at once.
   */
  async remindDue(now = new Date()): Promise<number> {
    let reminded = 0;
    for (const businessId of await this.reminders.businessesWithDueReminders(now)) {
      reminded += await this.uow.transaction(async () => {
        const due = await this.reminders.claimDue({ businessId }, now);
        for (const reminder of due) this.events.record('habit_reminder_due', { businessId, ...reminder });
        return due.length;
      });
    }
    return reminded;
  }
}
