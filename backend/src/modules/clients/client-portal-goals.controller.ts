import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { Paginated, type Page } from '../../common/http/pagination';
import { GoalResponseDto, ListGoalsQuery, UpdateGoalProgressDto } from './dto/goal.dto';
import { GoalsService } from './goals.service';

/** The signed-in client's own goals (the client portal). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalGoalsController {
  constructor(private readonly goals: GoalsService) {}

  /**
   * The signed-in client's goals
   *
   * @remarks Every goal the coach set for the signed-in client, newest first, with its progress towards the target.
   * With `active`, only the active goals or only the others. An account no coach has linked to a client record yet
   * answers 403. Paged like the clients list.
   */
  @Get('goals')
  @Paginated(GoalResponseDto, 'The goals, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListGoalsQuery): Promise<Page<GoalResponseDto>> {
    return this.goals.listOfSignedInClient(tenant, query);
  }

  /**
   * Updates the progress of one of the signed-in client's goals
   *
   * @remarks The client sets the goal's current value (reaching the target marks an active goal achieved). The change
   * is recorded as a progress entry of type `goal`; the coach reads the updated goal at once. Another client's goal,
   * of the same coach included, answers 404 as a goal that does not exist.
   */
  @Patch('goals/:id/progress')
  @ApiOkResponse({ type: GoalResponseDto, description: 'The goal with its new current value and progress' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.currentValueNumeric })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.goalNotFound })
  updateProgress(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.goalNotFound)) id: string,
    @Body() dto: UpdateGoalProgressDto,
  ): Promise<GoalResponseDto> {
    return this.goals.updateProgressOfSignedInClient(tenant, id, dto);
  }
}
