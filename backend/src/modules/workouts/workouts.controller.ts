import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientWorkoutsService } from './client-workouts.service';
import { AssignWorkoutDto, AssignWorkoutResponseDto } from './dto/client-workout.dto';
import { CreateWorkoutDto, ListWorkoutsQuery, UpdateWorkoutDto, WorkoutResponseDto } from './dto/workout.dto';
import { WorkoutsService } from './workouts.service';

const workoutId = new IdParamPipe(TRAINING_MESSAGES.workoutNotFound);

@ApiTags('workouts')
@Controller('workouts')
@Access({ roles: ['business', 'staff'], permissions: ['manage_workouts'] })
export class WorkoutsController {
  constructor(
    private readonly workouts: WorkoutsService,
    private readonly clientWorkouts: ClientWorkoutsService,
  ) {}

  /**
   * Lists the business's workouts
   *
   * @remarks Newest first, each with its exercises in order, optionally narrowed by `search` (name or description,
   * case-insensitive). The body is the requested page; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(WorkoutResponseDto, 'The page of workouts, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListWorkoutsQuery): Promise<Page<WorkoutResponseDto>> {
    return this.workouts.list(tenant, query);
  }

  /**
   * Creates a workout
   *
   * @remarks The workout with its exercises in order (`orderIndex`, else the list's order). Exercises that share a
   * `supersetGroup` form a superset and must be next to each other. An exercise the business cannot see answers 404.
   */
  @Post()
  @ApiCreatedResponse({ type: WorkoutResponseDto, description: 'The new workout' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: TRAINING_MESSAGES.exerciseNotFound })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateWorkoutDto): Promise<WorkoutResponseDto> {
    return this.workouts.create(tenant, dto);
  }

  /**
   * One workout
   *
   * @remarks A workout of the caller's business with its exercises in order; another business's answers 404.
   */
  @Get(':id')
  @ApiOkResponse({ type: WorkoutResponseDto, description: 'The workout' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', workoutId) id: string): Promise<WorkoutResponseDto> {
    return this.workouts.get(tenant, id);
  }

  /**
   * Edits a workout
   *
   * @remarks Only the fields sent change; `exercises`, when sent, replaces the whole list (same rules as on create).
   */
  @Patch(':id')
  @ApiOkResponse({ type: WorkoutResponseDto, description: 'The updated workout' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', workoutId) id: string, @Body() dto: UpdateWorkoutDto): Promise<WorkoutResponseDto> {
    return this.workouts.update(tenant, id, dto);
  }

  /**
   * Deletes a workout
   *
   * @remarks Deletes the workout, its exercises and its assignments to clients (with their logged sessions).
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', workoutId) id: string): Promise<void> {
    await this.workouts.remove(tenant, id);
  }

  /**
   * Duplicates a workout
   *
   * @remarks A copy named after the original with ' (Copy)', with the same fields, exercises and supersets.
   */
  @Post(':id/duplicate')
  @ApiCreatedResponse({ type: WorkoutResponseDto, description: 'The copy' })
  duplicate(@CurrentTenant() tenant: Tenant, @Param('id', workoutId) id: string): Promise<WorkoutResponseDto> {
    return this.workouts.duplicate(tenant, id);
  }

  /**
   * Assigns a workout to clients
   *
   * @remarks Creates a scheduled client workout for every client in `clientIds` on every date in `dates` (ISO dates).
   * A client who already has this workout on a date keeps that one (counted in `skipped`); a client of another
   * business answers 404.
   */
  @Post(':id/assign')
  @ApiCreatedResponse({ type: AssignWorkoutResponseDto, description: 'What was created and skipped' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such workout, or a client not in your business' })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', workoutId) id: string, @Body() dto: AssignWorkoutDto): Promise<AssignWorkoutResponseDto> {
    return this.clientWorkouts.assign(tenant, id, dto);
  }
}
