import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AUTOMATION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { AutomationsService } from './automations.service';
import {
  AutomationResponseDto,
  AutomationRunResponseDto,
  AutomationStatsResponseDto,
  CreateAutomationDto,
  CreateAutomationFromTemplateDto,
  ListAutomationRunsQuery,
  UpdateAutomationDto,
} from './dto/automation.dto';

const automationId = new IdParamPipe(AUTOMATION_MESSAGES.notFound);

/** Client Automations (/automations): workflows a domain event starts, their actions and their run log. */
@ApiTags('automations')
@Controller('automations')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class AutomationsController {
  constructor(private readonly automations: AutomationsService) {}

  /**
   * Lists the business's automations
   *
   * @remarks Newest first, each with its trigger and its actions in order. A business keeps at most 100: not paged.
   */
  @Get()
  @ApiOkResponse({ type: [AutomationResponseDto], description: 'The automations, newest first' })
  list(@CurrentTenant() tenant: Tenant): Promise<AutomationResponseDto[]> {
    return this.automations.list(tenant);
  }

  /**
   * The stat cards of /automations
   *
   * @remarks Active automations, and since the 1st of this month (UTC): runs started, the share of finished actions
   * that completed, and the clients reached.
   */
  @Get('stats')
  @ApiOkResponse({ type: AutomationStatsResponseDto, description: 'The figures' })
  stats(@CurrentTenant() tenant: Tenant): Promise<AutomationStatsResponseDto> {
    return this.automations.stats(tenant);
  }

  /**
   * Creates an automation
   *
   * @remarks name ('Name is required'), description, trigger {type, conditions} ('Please choose a trigger'), actions
   * (type, settings, delay in whole hours, 0 by default) and isActive (true when left out). Schedule appointment is
   * refused: the client must choose a time.
   */
  @Post()
  @ApiCreatedResponse({ type: AutomationResponseDto, description: 'The automation' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateAutomationDto): Promise<AutomationResponseDto> {
    return this.automations.create(tenant, dto);
  }

  /**
   * Creates an automation from a template
   *
   * @remarks One of the three template cards: new-client-onboarding (New Client Onboarding), payment-follow-up
   * (Payment Follow-up), re-engagement-campaign (Re-engagement Campaign). The automation is the business's own from
   * then on (active, editable).
   */
  @Post('templates')
  @ApiCreatedResponse({ type: AutomationResponseDto, description: 'The automation made from the template' })
  fromTemplate(@CurrentTenant() tenant: Tenant, @Body() dto: CreateAutomationFromTemplateDto): Promise<AutomationResponseDto> {
    return this.automations.createFromTemplate(tenant, dto.template);
  }

  /**
   * An automation
   *
   * @remarks One automation of the business with its actions.
   */
  @Get(':id')
  @ApiOkResponse({ type: AutomationResponseDto, description: 'The automation' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', automationId) id: string): Promise<AutomationResponseDto> {
    return this.automations.get(tenant, id);
  }

  /**
   * Updates an automation
   *
   * @remarks Any of the create fields; the active toggle sends isActive alone. Sent actions replace the list (an
   * action's id keeps it). Turning it off cancels its actions still waiting to run.
   */
  @Put(':id')
  @ApiOkResponse({ type: AutomationResponseDto, description: 'The updated automation' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', automationId) id: string, @Body() dto: UpdateAutomationDto): Promise<AutomationResponseDto> {
    return this.automations.update(tenant, id, dto);
  }

  /**
   * Deletes an automation
   *
   * @remarks With its actions and run log; its actions still waiting never run.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentTenant() tenant: Tenant, @Param('id', automationId) id: string): Promise<void> {
    return this.automations.remove(tenant, id);
  }

  /**
   * An automation's run log
   *
   * @remarks One row per action of each run (the client, the trigger, the status, when it was due and ran, its result
   * or error), newest first. The body is the requested page; `X-Total-Count`, `X-Page` and `X-Limit` carry the paging.
   */
  @Get(':id/executions')
  @Paginated(AutomationRunResponseDto, 'The page of runs, newest first')
  runs(
    @CurrentTenant() tenant: Tenant,
    @Param('id', automationId) id: string,
    @Query() query: ListAutomationRunsQuery,
  ): Promise<Page<AutomationRunResponseDto>> {
    return this.automations.runs(tenant, id, query);
  }
}
