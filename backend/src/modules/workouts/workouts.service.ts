import { Injectable, NotFoundException } from '@nestjs/common';
import { copyName, TRAINING_MESSAGES, WORKOUT_NAME_MAX_LENGTH, type SetupWizardProgress } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import {
  toWorkoutResponse,
  type CreateWorkoutDto,
  type ListWorkoutsQuery,
  type UpdateWorkoutDto,
  type WorkoutExerciseInputDto,
  type WorkoutResponseDto,
} from './dto/workout.dto';
import type { Exercise } from './entities/exercise.entity';
import type { WorkoutExercise } from './entities/workout-exercise.entity';
import type { Workout } from './entities/workout.entity';
import { ExercisesService } from './exercises.service';
import { WorkoutExercisesRepository } from './workout-exercises.repository';
import { WorkoutsRepository } from './workouts.repository';

/** One exercise of a workout to save (from the builder, or copied from another workout), with the exercise's record. */
type ExerciseRow = Pick<WorkoutExerciseInputDto, 'sets' | 'reps' | 'weight' | 'restTime' | 'tempo' | 'notes' | 'supersetGroup'> & { exercise: Exercise };

/** The workout builder's use cases: every one takes the tenant and never reaches another business's rows. */
@Injectable()
export class WorkoutsService {
  constructor(
    private readonly workouts: WorkoutsRepository,
    private readonly items: WorkoutExercisesRepository,
    private readonly exercises: ExercisesService,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListWorkoutsQuery): Promise<Page<WorkoutResponseDto>> {
    const page = await this.workouts.page(tenant, query);
    const items = await this.items.byWorkout(
      tenant,
      page.items.map((workout) => workout.id),
    );
    return page.map((workout) => toWorkoutResponse(workout, items.get(workout.id) ?? []));
  }

  async get(tenant: TenantScope, id: string): Promise<WorkoutResponseDto> {
    const workout = await this.findOrFail(tenant, id);
    return toWorkoutResponse(workout, (await this.items.byWorkout(tenant, [workout.id])).get(workout.id) ?? []);
  }

  /** A workout's exercises in order, with each exercise's record. */
  async exercisesOf(tenant: TenantScope, workoutId: string): Promise<WorkoutExercise[]> {
    return (await this.items.byWorkout(tenant, [workoutId])).get(workoutId) ?? [];
  }

  /** These workouts as answered, with their exercises (for the client workouts that carry them). */
  async responses(tenant: TenantScope, workouts: Workout[]): Promise<Map<string, WorkoutResponseDto>> {
    const items = await this.items.byWorkout(tenant, [...new Set(workouts.map((workout) => workout.id))]);
    return new Map(workouts.map((workout) => [workout.id, toWorkoutResponse(workout, items.get(workout.id) ?? [])]));
  }

  async create(tenant: Tenant, dto: CreateWorkoutDto): Promise<WorkoutResponseDto> {
    const items = await this.checkExercises(tenant, dto.exercises ?? []);
    const workout = this.workouts.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      category: dto.category ?? null,
      difficulty: dto.difficulty ?? null,
      duration: dto.duration ?? null,
      isTemplate: dto.isTemplate ?? false,
    });
    this.setExercises(tenant, workout, items);
    await this.uow.save();
    return this.get(tenant, workout.id);
  }

  /**
   * Saves the builder's changes. Saves of one workout take turns on its row lock, so two at once both succeed and the
   * workout ends with the whole exercise list of the later one (never a mix, never a duplicate order index).
   */
  async update(tenant: Tenant, id: string, dto: UpdateWorkoutDto): Promise<WorkoutResponseDto> {
    await this.findOrFail(tenant, id);
    const { exercises, ...fields } = dto;
    const items = exercises ? await this.checkExercises(tenant, exercises) : null;
    await this.uow.transaction(async () => {
      const workout = await this.workouts.lockById(tenant, id);
      if (!workout) throw new NotFoundException(TRAINING_MESSAGES.workoutNotFound);
      // Only what was sent changes.
      Object.assign(workout, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
      if (items) {
        // The old rows go first: the new list reuses their order indexes (unique per workout).
        await this.items.removeAllOf(tenant, workout.id);
        this.setExercises(tenant, workout, items);
      }
    });
    return this.get(tenant, id);
  }

  /** A copy named '<name> (Copy)' (the name shortened to stay within its limit) with the same exercises, sets and supersets. */
  async duplicate(tenant: Tenant, id: string): Promise<WorkoutResponseDto> {
    const original = await this.findOrFail(tenant, id);
    const copy = this.workouts.add(tenant, {
      name: copyName(original.name, WORKOUT_NAME_MAX_LENGTH),
      description: original.description ?? null,
      category: original.category ?? null,
      difficulty: original.difficulty ?? null,
      duration: original.duration ?? null,
      isTemplate: original.isTemplate,
    });
    // The original's rows are already in order, so their positions are their order indexes again.
    const items = (await this.items.byWorkout(tenant, [original.id])).get(original.id) ?? [];
    this.setExercises(tenant, copy, items);
    await this.uow.save();
    return this.get(tenant, copy.id);
  }

  /** Deletes the workout; its exercises and its assignments (and their logs) go with it (foreign keys, on delete cascade). */
  async remove(tenant: Tenant, id: string): Promise<void> {
    const workout = await this.findOrFail(tenant, id);
    this.workouts.removeWorkout(tenant, workout);
    await this.uow.save();
  }

  async findOrFail(tenant: TenantScope, id: string): Promise<Workout> {
    const workout = await this.workouts.findInTenant(tenant, id);
    if (!workout) throw new NotFoundException(TRAINING_MESSAGES.workoutNotFound);
    return workout;
  }

  /**
   * The list in its final order (by orderIndex where given, else as sent), with every exercise one the business may
   * use (404 otherwise) and every superset's exercises next to each other (400 otherwise).
   */
  private async checkExercises(tenant: TenantScope, items: WorkoutExerciseInputDto[]): Promise<ExerciseRow[]> {
    const ordered = items
      .map((item, position) => ({ item, position }))
      .sort((a, b) => (a.item.orderIndex ?? a.position) - (b.item.orderIndex ?? b.position) || a.position - b.position);
    const ids = [...new Set(items.map((item) => item.exerciseId.toLowerCase()))];
    const visible = ids.every(isUuid) ? await this.exercises.visible(tenant, ids) : new Map<string, Exercise>();
    if (ids.some((id) => !visible.has(id))) throw new NotFoundException(TRAINING_MESSAGES.exerciseNotFound);
    const closed = new Set<number>();
    let current: number | null = null;
    for (const [index, { item }] of ordered.entries()) {
      const group = item.supersetGroup ?? null;
      if (group !== current && current !== null) closed.add(current);
      if (group !== null && closed.has(group)) {
        throw new ValidationFailedException([{ field: `exercises.${index}.supersetGroup`, message: TRAINING_MESSAGES.supersetNotAdjacent }]);
      }
      current = group;
    }
    return ordered.map(({ item }) => ({ ...item, exercise: visible.get(item.exerciseId.toLowerCase())! }));
  }

  /** The workout's exercises, in the order given (positions become order indexes). */
  private setExercises(tenant: TenantScope, workout: Workout, items: ExerciseRow[]): void {
    items.forEach((item, orderIndex) =>
      this.items.add(tenant, workout, item.exercise, {
        orderIndex,
        sets: item.sets ?? null,
        reps: item.reps ?? null,
        weight: item.weight ?? null,
        restTime: item.restTime ?? null,
        tempo: item.tempo ?? null,
        notes: item.notes ?? null,
        supersetGroup: item.supersetGroup ?? null,
      }),
    );
  }

  /** The setup wizard's workout tasks (step 3). */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    const [workout, exercise] = await Promise.all([this.workouts.hasAny(tenant), this.items.hasAny(tenant)]);
    return { 'create-template': workout, 'add-exercises': exercise };
  }
}
