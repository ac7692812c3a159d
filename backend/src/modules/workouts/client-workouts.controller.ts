import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientWorkoutsService } from './client-workouts.service';
import { ClientWorkoutResponseDto, ExerciseProgressDto } from './dto/client-workout.dto';

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
   * completed, missed), its exercises and, once completed, the logged session.
   */
  @Get('workouts')
  @ApiOkResponse({ type: [ClientWorkoutResponseDto], description: 'The client workouts, latest day first' })
  list(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientWorkoutResponseDto[]> {
    return this.clientWorkouts.listForClient(tenant, id);
  }

  /**
   * A client's progress per exercise
   *
   * @remarks For every exercise the client logged, one point per day: the best set (heaviest, else most reps), the
   * volume (reps × weight) and the reps done.
   */
  @Get('workout-progress')
  @ApiOkResponse({ type: [ExerciseProgressDto], description: 'The exercises by name, each with its days in order' })
  progress(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ExerciseProgressDto[]> {
    return this.clientWorkouts.progress(tenant, id);
  }
}
