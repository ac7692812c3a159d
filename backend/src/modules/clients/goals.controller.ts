import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Permissions } from '../../common/decorators/permissions.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { CreateGoalDto, GoalResponseDto, UpdateGoalDto } from './dto/goal.dto';
import { GoalsService } from './goals.service';

@ApiTags('goals')
@Controller()
@Roles('business', 'staff')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  /** A client's goals, newest first. */
  @Get('clients/:id/goals')
  @Permissions('client_management', 'view_clients')
  @ApiOkResponse({ type: [GoalResponseDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  listForClient(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string): Promise<GoalResponseDto[]> {
    return this.goals.listForClient(tenant, clientId);
  }

  /** Sets a goal for a client of the business; status starts active. */
  @Post('goals')
  @Permissions('client_management')
  @ApiCreatedResponse({ type: GoalResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateGoalDto): Promise<GoalResponseDto> {
    return this.goals.create(tenant, dto);
  }

  /** Edits a goal or records progress; reaching the target marks it achieved (and fires goal_achieved). */
  @Patch('goals/:id')
  @Permissions('client_management')
  @ApiOkResponse({ type: GoalResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(CLIENT_MESSAGES.goalNotFound)) id: string, @Body() dto: UpdateGoalDto): Promise<GoalResponseDto> {
    return this.goals.update(tenant, id, dto);
  }

  @Delete('goals/:id')
  @HttpCode(204)
  @Permissions('client_management')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(CLIENT_MESSAGES.goalNotFound)) id: string): Promise<void> {
    await this.goals.remove(tenant, id);
  }
}
