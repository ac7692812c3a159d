import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AssignMealPlanDto,
  ClientMealPlanResponseDto,
  CreateMealPlanDto,
  FeaturedPlanDto,
  ListMealPlanAssignmentsQuery,
  ListMealPlansQuery,
  MealPlanDetailDto,
  MealPlanResponseDto,
  UpdateMealPlanDto,
} from './dto/meal-plan.dto';
import { NUTRITION_VIEW, NUTRITION_WRITE } from './meals.controller';
import { MealPlansService } from './meal-plans.service';

const planId = new IdParamPipe(NUTRITION_MESSAGES.mealPlanNotFound);

@ApiTags('meal-plans')
@Controller()
@Access({ roles: ['business', 'staff'] })
export class MealPlansController {
  constructor(private readonly plans: MealPlansService) {}

  /**
   * Lists the business's meal plans
   *
   * @remarks Newest first, optionally narrowed by `search` (name or description, case-insensitive) and `isTemplate`.
   */
  @Get('meal-plans')
  @Access({ permissions: NUTRITION_VIEW })
  @Paginated(MealPlanResponseDto, 'The page of meal plans, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListMealPlansQuery): Promise<Page<MealPlanResponseDto>> {
    return this.plans.list(tenant, query);
  }

  /**
   * Featured plans
   *
   * @remarks The business's own templates, newest first; while it has none, the two sample plans (Weight Loss Plan,
   * Muscle Building Plan) with no id, to start from. Never more than 4, so the list is not paged.
   */
  @Get('meal-plans/featured')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: [FeaturedPlanDto], description: 'Up to 4 featured plans' })
  featured(@CurrentTenant() tenant: Tenant): Promise<FeaturedPlanDto[]> {
    return this.plans.featured(tenant);
  }

  /**
   * Creates a meal plan
   *
   * @remarks The builder's plan: targets, duration in days (1 to 28, default 7), template flag, and meals of the
   * business placed by day and meal type. Answers the plan with each day's totals.
   */
  @Post('meal-plans')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: MealPlanDetailDto, description: 'The new plan' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.mealNotFound })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateMealPlanDto): Promise<MealPlanDetailDto> {
    return this.plans.create(tenant, dto);
  }

  /**
   * One meal plan
   *
   * @remarks With its meals by day and meal type and each day's totals (calories, protein, carbs, fat, fiber).
   */
  @Get('meal-plans/:id')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: MealPlanDetailDto, description: 'The plan' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', planId) id: string): Promise<MealPlanDetailDto> {
    return this.plans.get(tenant, id);
  }

  /**
   * Edits a meal plan
   *
   * @remarks Only the fields sent change; `meals` sent replace the plan's meals.
   */
  @Patch('meal-plans/:id')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiOkResponse({ type: MealPlanDetailDto, description: 'The updated plan' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', planId) id: string, @Body() dto: UpdateMealPlanDto): Promise<MealPlanDetailDto> {
    return this.plans.update(tenant, id, dto);
  }

  /**
   * Deletes a meal plan
   *
   * @remarks Its assignments to clients go with it.
   */
  @Delete('meal-plans/:id')
  @HttpCode(204)
  @Access({ permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', planId) id: string): Promise<void> {
    await this.plans.remove(tenant, id);
  }

  /**
   * Duplicates a meal plan
   *
   * @remarks A copy named '<name> (copy)' with the same targets, duration and meals; never a template.
   */
  @Post('meal-plans/:id/duplicate')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: MealPlanDetailDto, description: 'The copy' })
  duplicate(@CurrentTenant() tenant: Tenant, @Param('id', planId) id: string): Promise<MealPlanDetailDto> {
    return this.plans.duplicate(tenant, id);
  }

  /**
   * Assigns a meal plan to a client
   *
   * @remarks From `startDate` to `endDate` (default: start + duration − 1). The newest assignment that covers a day
   * applies that day. The same plan assigned to the same client from the same day again answers 409.
   */
  @Post('meal-plans/:id/assign')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: ClientMealPlanResponseDto, description: 'The assignment' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${NUTRITION_MESSAGES.mealPlanNotFound}, or ${CLIENT_MESSAGES.notFound}` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.planAlreadyAssigned })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', planId) id: string, @Body() dto: AssignMealPlanDto): Promise<ClientMealPlanResponseDto> {
    return this.plans.assign(tenant, id, dto);
  }

  /**
   * A client's meal plan assignments
   *
   * @remarks Newest start first. Paged like the clients list.
   */
  @Get('clients/:id/meal-plans')
  @Access({ permissions: NUTRITION_VIEW })
  @Paginated(ClientMealPlanResponseDto, 'The assignments, newest start first')
  assignments(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string,
    @Query() query: ListMealPlanAssignmentsQuery,
  ): Promise<Page<ClientMealPlanResponseDto>> {
    return this.plans.assignmentsForClient(tenant, clientId, query);
  }

  /**
   * Removes a meal plan assignment
   *
   * @remarks The plan no longer applies to the client.
   */
  @Delete('client-meal-plans/:id')
  @HttpCode(204)
  @Access({ permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Removed' })
  async unassign(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(NUTRITION_MESSAGES.assignmentNotFound)) id: string): Promise<void> {
    await this.plans.unassign(tenant, id);
  }
}
