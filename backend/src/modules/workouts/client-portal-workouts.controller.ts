import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientWorkoutsService } from './client-workouts.service';
import { ClientWeekResponseDto, ClientWorkoutResponseDto, LogWorkoutDto, WorkoutPlanQuery } from './dto/client-workout.dto';

/** The signed-in client's own workouts (the client portal). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalWorkoutsController {
  constructor(private readonly clientWorkouts: ClientWorkoutsService) {}

  /**
   * The signed-in client's workout plan
   *
   * @remarks Today's and upcoming workouts, soonest first, and the missed ones that can still be logged, each with its
   * exercises (sets, reps, weight, rest, tempo, notes, supersets). `limit` at a time; the `X-Next-Cursor` header, when
   * present, is the `cursor` of the next (later) page.
   */
  @Get('workout-plan')
  @CursorPaginated(ClientWorkoutResponseDto, 'The page of the plan, soonest first', 'in order')
  plan(@CurrentTenant() tenant: Tenant, @Query() query: WorkoutPlanQuery): Promise<CursorPage<ClientWorkoutResponseDto>> {
    return this.clientWorkouts.planOfSignedInClient(tenant, query);
  }

  /**
   * The signed-in client's week
   *
   * @remarks How many workouts the coach planned for the client this week (Sunday to Saturday in the business's time
   * zone) and how many of them are logged: the dashboard's Workouts This Week.
   */
  @Get('workouts/this-week')
  @ApiOkResponse({ type: ClientWeekResponseDto, description: 'Planned and completed workouts of this week' })
  week(@CurrentTenant() tenant: Tenant): Promise<ClientWeekResponseDto> {
    return this.clientWorkouts.weekOfSignedInClient(tenant);
  }

  /**
   * Logs a workout session
   *
   * @remarks Records the sets done per exercise (reps, weight), the total duration, a difficulty rating from 1 to 10
   * and notes, and marks the workout completed. A workout already logged answers 409.
   */
  @Post('workouts/:clientWorkoutId/log')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientWorkoutResponseDto, description: 'The workout, completed, with the logged session' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TRAINING_MESSAGES.alreadyLogged })
  log(
    @CurrentTenant() tenant: Tenant,
    @Param('clientWorkoutId', new IdParamPipe(TRAINING_MESSAGES.clientWorkoutNotFound)) id: string,
    @Body() dto: LogWorkoutDto,
  ): Promise<ClientWorkoutResponseDto> {
    return this.clientWorkouts.log(tenant, id, dto);
  }
}
