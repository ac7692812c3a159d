import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { ClientWorkoutsRepository } from './client-workouts.repository';

/** The missed-workout pass the `training` queue runs every hour (worker side). */
@Injectable()
export class MissedWorkoutsService {
  constructor(
    private readonly clientWorkouts: ClientWorkoutsRepository,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Every scheduled workout whose day has passed in its business's time zone becomes missed and records
   * `missed_workout`, in the same transaction as its change. Safe with several workers at once: the conditional update
   * hands each workout to one of them. Answers how many this call marked. The only step across businesses is finding
   * which ones have candidates (`@crossTenant` in the repository); each business's workouts are marked in its tenant.
   */
  async markMissed(now = new Date()): Promise<number> {
    let marked = 0;
    const businesses = await this.clientWorkouts.businessesWithOverdueCandidates(now);
    const zones = await this.timeZones.of(businesses);
    for (const businessId of businesses) {
      marked += await this.uow.transaction(async () => {
        const missed = await this.clientWorkouts.markMissed({ businessId }, zones.get(businessId) ?? 'UTC', now);
        for (const item of missed) {
          this.events.record('missed_workout', {
            businessId,
            clientId: item.clientId,
            clientWorkoutId: item.id,
            workoutId: item.workoutId,
            scheduledDate: item.scheduledDate,
          });
        }
        return missed.length;
      });
    }
    return marked;
  }
}
