import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientWorkoutsService } from './client-workouts.service';
import { ClientWorkoutResponseDto, ExerciseProgressDto, ExerciseProgressQuery, ListClientWorkoutsQuery } from './dto/client-workout.dto';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('workouts')
@Controller('clients/:id')
@Access({ roles: ['business', 'staff'], permissions: ['manage_workouts', 'view_clients'] })
export class ClientWorkoutsController {
  constructor(private readonly clientWorkouts: ClientWorkoutsService) {}

  /**
   * A client's workouts
   *
   * @remarks The client's plan and history, latest day first: every assigned workout with its status (scheduled,
   * completed, missed), its exercises and, once completed, the logged session. `limit` at a time; the `X-Next-Cursor`
   * header, when present, is the `cursor` of the next (earlier) page.
   */
  @Get('workouts')
  @CursorPaginated(ClientWorkoutResponseDto, 'The page of client workouts, latest day first')
  list(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Query() query: ListClientWorkoutsQuery,
  ): Promise<CursorPage<ClientWorkoutResponseDto>> {
    return this.clientWorkouts.listForClient(tenant, id, query);
  }

  /**
   * A client's progress per exercise
   *
   * @remarks For every exercise the client logged, one point per day: the best set (heaviest, else most reps), the
   * volume (reps × weight) and the reps done. Paged by exercise (numbered pages), each exercise with all its days.
   */
  @Get('workout-progress')
  @Paginated(ExerciseProgressDto, 'The page of exercises by name, each with its days in order')
  progress(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Query() query: ExerciseProgressQuery): Promise<Page<ExerciseProgressDto>> {
    return this.clientWorkouts.progress(tenant, id, query);
  }
}
