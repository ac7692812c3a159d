import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { ClientWorkoutsRepository } from './client-workouts.repository';

/** The missed-workout pass the `training` queue runs every hour (worker side). */
@Injectable()
export class MissedWorkoutsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clientWorkouts: ClientWorkoutsRepository,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Every scheduled workout whose day has passed in its business's time zone becomes missed and records
   * `missed_workout`, in the same transaction as its change. Safe with several workers at once: the conditional update
   * hands each workout to one of them. Answers how many this call marked.
   */
  async markMissed(now = new Date()): Promise<number> {
    let marked = 0;
    const businesses = await this.clientWorkouts.businessesWithOverdueCandidates(now);
    const zones = await this.timeZones.of(businesses);
    for (const businessId of businesses) {
      marked += await this.em.transactional(async (em) => {
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
