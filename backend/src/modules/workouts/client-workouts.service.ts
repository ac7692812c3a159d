import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CURSOR_MESSAGES, TRAINING_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { cursorPageOrFail, CursorPage } from '../../common/http/cursor-pagination';
import type { Page } from '../../common/http/pagination';
import { isUuid } from '../../common/http/id-param.pipe';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ClientsService } from '../clients/clients.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { ClientWorkoutsRepository, type WorkoutActivity } from './client-workouts.repository';
import {
  toClientWorkoutResponse,
  type AssignWorkoutDto,
  type AssignWorkoutResponseDto,
  type ClientWorkoutResponseDto,
  type ExerciseProgressDto,
  type ExerciseProgressQuery,
  type ListClientWorkoutsQuery,
  type LogWorkoutDto,
  type WorkoutPlanQuery,
  type ClientWeekResponseDto,
} from './dto/client-workout.dto';
import type { ClientWorkout } from './entities/client-workout.entity';
import type { WorkoutLog } from './entities/workout-log.entity';
import { exerciseProgress } from './exercise-progress';
import { WorkoutLogsRepository } from './workout-logs.repository';
import { WorkoutsService } from './workouts.service';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A log's idempotency key that the client already gave another workout's log. */
export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key belongs to another entry';

/** A completed or missed workout, with the client's name, for the dashboard's Recent Client Activity. */
export interface NamedWorkoutActivity extends WorkoutActivity {
  clientName: string;
}

/** Assigning workouts to clients, the client's plan and logging, and what the dashboard reads of them. */
@Injectable()
export class ClientWorkoutsService {
  constructor(
    private readonly clientWorkouts: ClientWorkoutsRepository,
    private readonly logs: WorkoutLogsRepository,
    private readonly workouts: WorkoutsService,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly timeZones: UserTimeZonesService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * One client workout per client and date, each with its `workout_assigned` event in the same transaction; pairs that
   * already have this workout are skipped (unique constraint).
   */
  async assign(tenant: TenantScope, workoutId: string, dto: AssignWorkoutDto): Promise<AssignWorkoutResponseDto> {
    const workout = await this.workouts.findOrFail(tenant, workoutId);
    const clientIds = [...new Set(dto.clientIds.map((id) => id.toLowerCase()))];
    const dates = [...new Set(dto.dates)];
    for (const clientId of clientIds) await this.clients.findOrFail(tenant, clientId);
    const rows = clientIds.flatMap((clientId) => dates.map((scheduledDate) => ({ clientId, workoutId: workout.id, scheduledDate })));
    const items = await this.uow.transaction(async () => {
      const ids = await this.clientWorkouts.insertMissing(tenant, rows);
      const inserted = ids.length ? await this.clientWorkouts.findByIds(tenant, ids) : [];
      for (const item of inserted) {
        this.events.record('workout_assigned', {
          businessId: tenant.businessId,
          clientId: item.client.id,
          clientWorkoutId: item.id,
          workoutId: workout.id,
          scheduledDate: item.scheduledDate,
        });
      }
      return inserted;
    });
    const created = items.length ? await this.respond(tenant, items) : [];
    return { created: items.length, skipped: rows.length - items.length, clientWorkouts: created };
  }

  /** The client's plan and history, latest day first, each with its logged session. */
  async listForClient(tenant: Tenant, clientId: string, query: ListClientWorkoutsQuery): Promise<CursorPage<ClientWorkoutResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return this.respondPage(tenant, cursorPageOrFail(await this.clientWorkouts.pageForClient(tenant, client.id, query), CURSOR_MESSAGES.clientWorkouts));
  }

  /** The signed-in client's workouts from today on, and the missed ones they may still log. */
  async planOfSignedInClient(tenant: Tenant, query: WorkoutPlanQuery, now = new Date()): Promise<CursorPage<ClientWorkoutResponseDto>> {
    const clientId = signedInClientId(tenant);
    return this.respondPage(
      tenant,
      cursorPageOrFail(await this.clientWorkouts.planForClient(tenant, clientId, isoDay(now), query), CURSOR_MESSAGES.workoutPlan),
    );
  }

  /**
   * Records the signed-in client's session (one workout_logs row per exercise) and marks the workout completed, in
   * one transaction with its `workout_completed` event. A second log of the same workout answers 409,
   * unless it carries the idempotency key the first was logged with (a replay from the offline queue): then the session.
   */
  async log(tenant: Tenant, clientWorkoutId: string, dto: LogWorkoutDto, now = new Date()): Promise<ClientWorkoutResponseDto> {
    const clientId = signedInClientId(tenant);
    const key = dto.idempotencyKey?.toLowerCase() ?? null;
    const item = await this.clientWorkouts.findForClient(tenant, clientId, clientWorkoutId);
    if (!item) throw new NotFoundException(TRAINING_MESSAGES.clientWorkoutNotFound);
    if (item.status === 'completed') return this.replayed(tenant, clientId, item.id, key);
    const planned = new Map((await this.workouts.exercisesOf(tenant, item.workout.id)).map((entry) => [entry.exercise.id, entry.exercise]));
    const exercises = dto.exercises.map((entry) => ({
      ...entry,
      exercise: isUuid(entry.exerciseId) ? planned.get(entry.exerciseId.toLowerCase()) : undefined,
    }));
    if (exercises.some((entry) => !entry.exercise)) throw new BadRequestException(TRAINING_MESSAGES.exerciseNotInWorkout);
    const client = await this.clients.findOrFail(tenant, clientId);

    const logged = await this.uow
      .transaction(async () => {
        // Two logs of one session sent at once: the second waits for the first's commit here, then is a replay or a 409.
        const open = await this.clientWorkouts.lockOpen(tenant, item.id);
        if (!open) return false;
        open.status = 'completed';
        open.completedAt = now;
        open.notes = dto.notes ?? null;
        open.logIdempotencyKey = key;
        for (const entry of exercises) {
          this.logs.add(tenant, open, entry.exercise!, {
            date: isoDay(now),
            sets: entry.sets.map((set) => ({ reps: set.reps, weight: set.weight ?? null })),
            totalDuration: dto.totalDuration ?? null,
            caloriesBurned: dto.caloriesBurned ?? null,
            difficultyRating: dto.difficultyRating ?? null,
            notes: dto.notes ?? null,
          });
        }
        client.lastWorkout = now;
        this.events.record('workout_completed', { businessId: tenant.businessId, clientId, clientWorkoutId: item.id, workoutId: item.workout.id });
        return true;
      })
      .catch((error: unknown) => {
        // The key is unique per client: the device sent it with another workout's log.
        if (error instanceof UniqueConstraintViolationException) throw new ConflictException(IDEMPOTENCY_KEY_REUSED);
        throw error;
      });
    if (!logged) return this.replayed(tenant, clientId, item.id, key);
    const [saved] = await this.respond(tenant, [item]);
    return saved!;
  }

  /** A completed workout's log sent again: with the key it was logged under, the recorded session; otherwise 409. */
  private async replayed(tenant: Tenant, clientId: string, clientWorkoutId: string, key: string | null): Promise<ClientWorkoutResponseDto> {
    const done = key ? await this.clientWorkouts.findLoggedWithKey(tenant, clientId, clientWorkoutId, key) : null;
    if (!done) throw new ConflictException(TRAINING_MESSAGES.alreadyLogged);
    const [saved] = await this.respond(tenant, [done]);
    return saved!;
  }

  /** A page of the exercises the client logged, by name, each with its best set and volume per day from the logged sessions. */
  async progress(tenant: Tenant, clientId: string, query: ExerciseProgressQuery): Promise<Page<ExerciseProgressDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const exercises = await this.logs.loggedExercisesOfClient(tenant, client.id, query);
    const progress = new Map(exerciseProgress(await this.logs.logsOfClient(tenant, client.id, exercises.items)).map((entry) => [entry.exerciseId, entry]));
    return exercises.map((id) => progress.get(id)!);
  }

  /**
   * Client workouts completed this week up to `now`, Sunday to Saturday in the business's time zone: the dashboard's
   * Workouts Completed (given a week ago's `now`: the same days of last week, its base of comparison).
   */
  async countCompletedThisWeek(tenant: TenantScope, now = new Date()): Promise<number> {
    const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
    return this.clientWorkouts.countCompletedInWeekOf(tenant, timeZone, now);
  }

  /** The signed-in client's week: workouts planned Sunday to Saturday (the business's time zone) and how many are done. */
  async weekOfSignedInClient(tenant: Tenant, now = new Date()): Promise<ClientWeekResponseDto> {
    const clientId = signedInClientId(tenant);
    const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
    return this.clientWorkouts.weekOfClient(tenant, clientId, timeZone, now);
  }

  /** The latest completed and missed workouts, with client names (the dashboard's Recent Client Activity). */
  async recentActivity(tenant: TenantScope, limit: number): Promise<NamedWorkoutActivity[]> {
    const activity = await this.clientWorkouts.recentActivity(tenant, limit);
    const names = await this.clients.namesOf(tenant, [...new Set(activity.map((item) => item.clientId))]);
    return activity.map((item) => ({ ...item, clientName: names.get(item.clientId) ?? '' }));
  }

  private async respondPage(tenant: TenantScope, page: CursorPage<ClientWorkout>): Promise<CursorPage<ClientWorkoutResponseDto>> {
    return new CursorPage(await this.respond(tenant, page.items), page.nextCursor);
  }

  /** The client workouts as answered: each with its workout (and exercises) and, once completed, its session. */
  private async respond(tenant: TenantScope, items: ClientWorkout[]): Promise<ClientWorkoutResponseDto[]> {
    const workouts = await this.workouts.responses(
      tenant,
      items.map((item) => item.workout),
    );
    const logs = await this.logs.logsOf(
      tenant,
      items.filter((item) => item.status === 'completed').map((item) => item.id),
    );
    const byWorkout = new Map<string, WorkoutLog[]>();
    for (const log of logs) byWorkout.set(log.clientWorkout.id, [...(byWorkout.get(log.clientWorkout.id) ?? []), log]);
    return items.map((item) => toClientWorkoutResponse(item, workouts.get(item.workout.id)!, byWorkout.get(item.id) ?? []));
  }
}
