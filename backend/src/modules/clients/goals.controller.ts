import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CreateGoalDto, GoalResponseDto, ListGoalsQuery, UpdateGoalDto } from './dto/goal.dto';
import { GoalsService } from './goals.service';

@ApiTags('goals')
@Controller()
@Access({ roles: ['business', 'staff'] })
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  /**
   * A client's goals
   *
   * @remarks Every goal set for the client (or, with `active`, only the active ones or only the others), newest first,
   * with its progress towards the target. Paged like the clients list.
   */
  @Get('clients/:id/goals')
  @Access({ permissions: ['client_management', 'view_clients'] })
  @Paginated(GoalResponseDto, 'The goals, newest first')
  listForClient(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string,
    @Query() query: ListGoalsQuery,
  ): Promise<Page<GoalResponseDto>> {
    return this.goals.listForClient(tenant, clientId, query);
  }

  /**
   * Sets a goal for a client
   *
   * @remarks Sets a goal for a client of the caller's business (`clientId` in the body); it starts active, and the
   * current value sent becomes its start value. An empty target, current value or date is stored as null.
   */
  @Post('goals')
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: GoalResponseDto, description: 'The new goal' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateGoalDto): Promise<GoalResponseDto> {
    return this.goals.create(tenant, dto);
  }

  /**
   * Edits a goal or records progress
   *
   * @remarks Only the fields sent change. A current value that reaches the target marks the goal achieved and stamps
   * `achievedAt`; a status set back from achieved clears it.
   */
  @Patch('goals/:id')
  @Access({ permissions: ['client_management'] })
  @ApiOkResponse({ type: GoalResponseDto, description: 'The updated goal' })
  update(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.goalNotFound)) id: string,
    @Body() dto: UpdateGoalDto,
  ): Promise<GoalResponseDto> {
    return this.goals.update(tenant, id, dto);
  }

  /**
   * Deletes a goal
   *
   * @remarks Deletes the goal for good.
   */
  @Delete('goals/:id')
  @HttpCode(204)
  @Access({ permissions: ['client_management'] })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(CLIENT_MESSAGES.goalNotFound)) id: string): Promise<void> {
    await this.goals.remove(tenant, id);
  }
}
