import { ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EXERCISE_CATEGORIES, TRAINING_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import type { FileDownload } from '../../infra/storage/storage-types';
import {
  exerciseFields,
  toExerciseCategory,
  toExerciseResponse,
  type CreateExerciseDto,
  type ExerciseCategoryDto,
  type ExerciseResponseDto,
  type ListExercisesQuery,
  type UpdateExerciseDto,
} from './dto/exercise.dto';
import type { Exercise } from './entities/exercise.entity';
import { EXERCISE_IMAGE_UPLOAD } from './exercise-image-upload';
import { ExercisesRepository } from './exercises.repository';

/** The exercise library: the shipped exercises every business reads, and each business's own. */
@Injectable()
export class ExercisesService {
  constructor(
    private readonly exercises: ExercisesRepository,
    private readonly storage: StorageService,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListExercisesQuery): Promise<Page<ExerciseResponseDto>> {
    return (await this.exercises.page(tenant, query)).map(toExerciseResponse);
  }

  /** The four category cards, with the number of exercises the business sees in each. */
  async categories(tenant: TenantScope): Promise<ExerciseCategoryDto[]> {
    const counts = new Map((await this.exercises.categoryCounts(tenant)).map((row) => [row.category, row]));
    return EXERCISE_CATEGORIES.map((category) => toExerciseCategory(category, counts.get(category)));
  }

  async get(tenant: Tenant, id: string): Promise<ExerciseResponseDto> {
    return toExerciseResponse(exerciseFields(await this.findVisibleOrFail(tenant, id)));
  }

  async create(tenant: Tenant, dto: CreateExerciseDto): Promise<ExerciseResponseDto> {
    const exercise = this.exercises.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      category: dto.category,
      muscleGroups: dto.muscleGroups ?? [],
      equipment: dto.equipment ?? null,
      difficulty: dto.difficulty ?? null,
      instructions: dto.instructions ?? [],
      videoUrl: dto.videoUrl ?? null,
    });
    await this.uow.save();
    return toExerciseResponse(exerciseFields(exercise));
  }

  async update(tenant: Tenant, id: string, dto: UpdateExerciseDto): Promise<ExerciseResponseDto> {
    const exercise = await this.findOwnOrFail(tenant, id);
    // Only what was sent changes.
    Object.assign(exercise, Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)));
    await this.uow.save();
    return toExerciseResponse(exerciseFields(exercise));
  }

  /** Deletes one of the business's exercises and then its image; one used by a workout or a log answers 409. */
  async remove(tenant: Tenant, id: string): Promise<void> {
    await this.findOwnOrFail(tenant, id);
    let imageKey: string | null | undefined;
    try {
      await this.uow.transaction(async () => {
        // Locked, so the image removed is the one committed last (a replacement may have just changed it).
        const exercise = await this.exercises.lockOwn(tenant, id);
        if (!exercise) throw new NotFoundException(TRAINING_MESSAGES.exerciseNotFound);
        imageKey = exercise.imageKey;
        await this.exercises.deleteOwn(tenant, exercise);
      });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictException(TRAINING_MESSAGES.exerciseInUse);
      throw error;
    }
    if (imageKey) await this.storage.discard(imageKey);
  }

  /**
   * Stores (or replaces) the picture of one of the business's exercises. The new file is written first; the row is
   * changed under its lock, so of concurrent replacements each one removes exactly the file it replaced once its own
   * key is committed (and its own file if the row could not be saved): one stored file is left, the row's.
   */
  async uploadImage(tenant: Tenant, id: string, file: UploadedFileContent | undefined): Promise<ExerciseResponseDto> {
    await this.findOwnOrFail(tenant, id);
    if (!file?.size) throw new BadRequestException('Choose an image to upload');
    const exercise = await this.storage.replace('exercise-images', file.buffer, EXERCISE_IMAGE_UPLOAD, (key) =>
      this.uow.transaction(async () => {
        const locked = await this.exercises.lockOwn(tenant, id);
        if (!locked) throw new NotFoundException(TRAINING_MESSAGES.exerciseNotFound);
        const replaced = locked.imageKey ?? null;
        locked.imageKey = key;
        return { replaced, value: locked };
      }),
    );
    return toExerciseResponse(exerciseFields(exercise));
  }

  async image(tenant: Tenant, id: string): Promise<FileDownload> {
    const exercise = await this.findVisibleOrFail(tenant, id);
    if (!exercise.imageKey) throw new NotFoundException('This exercise has no image');
    return this.storage.get(exercise.imageKey);
  }

  /** Of these exercise ids, the exercises the business may use (the rest answer 404 where they are sent). */
  visible(tenant: TenantScope, ids: string[]): Promise<Map<string, Exercise>> {
    return this.exercises.visible(tenant, ids);
  }

  private async findVisibleOrFail(tenant: TenantScope, id: string): Promise<Exercise> {
    const exercise = await this.exercises.findVisible(tenant, id);
    if (!exercise) throw new NotFoundException(TRAINING_MESSAGES.exerciseNotFound);
    return exercise;
  }

  /** A shipped exercise is visible to all and changeable by none: 403, not 404 (it exists for everyone). */
  private async findOwnOrFail(tenant: TenantScope, id: string): Promise<Exercise> {
    const exercise = await this.findVisibleOrFail(tenant, id);
    if (!exercise.coach) throw new ForbiddenException(TRAINING_MESSAGES.sharedExerciseReadOnly);
    return exercise;
  }
}
