import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import { OperationIdPrefix } from '../../common/openapi/operation-id';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import {
  ClientMealPlanViewDto,
  CreateFoodLogDto,
  DayQuery,
  FoodLogDayDto,
  FoodLogEntryDto,
  LoggedFoodDto,
  LogPlannedMealDto,
  PlannedMealLogDto,
} from './dto/food-log.dto';
import { FoodLogService } from './food-log.service';
import { NutritionInsightsService } from './nutrition-insights.service';
import { PlannedMealLogService } from './planned-meal-log.service';

/** The signed-in client's Nutrition Tracker. */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
@OperationIdPrefix('ClientFoodLog')
export class ClientPortalFoodLogController {
  constructor(
    private readonly log: FoodLogService,
    private readonly insights: NutritionInsightsService,
    private readonly plannedMeals: PlannedMealLogService,
  ) {}

  /**
   * My meal plan
   *
   * @remarks The plan assigned to you that applies on `date` (default today), which day of it that is, that day's
   * meals, and your macro goal in effect. Without a plan, the plan fields are null and there are no meals.
   */
  @Get('meal-plan')
  @ApiOkResponse({ type: ClientMealPlanViewDto, description: 'The plan of the day' })
  mealPlan(@CurrentTenant() tenant: Tenant, @Query() query: DayQuery): Promise<ClientMealPlanViewDto> {
    return this.insights.clientMealPlan(tenant, query.date);
  }

  /**
   * My food log of a day
   *
   * @remarks What you logged on `date` (default today), its totals and your macro goal in effect.
   */
  @Get('food-log')
  @ApiOkResponse({ type: FoodLogDayDto, description: 'The day' })
  day(@CurrentTenant() tenant: Tenant, @Query() query: DayQuery): Promise<FoodLogDayDto> {
    return this.log.day(tenant, query.date);
  }

  /**
   * Logs a food
   *
   * @remarks An amount (`servingSize`, in the food's serving unit) of a food of the database at a meal type; the
   * calories and macros are computed from the food's figures. `scanMethod` records how it was found (search,
   * barcode, recent, frequent, manual, meal_plan).
   */
  @Post('food-log')
  @ApiCreatedResponse({ type: FoodLogEntryDto, description: 'The entry' })
  add(@CurrentTenant() tenant: Tenant, @Body() dto: CreateFoodLogDto): Promise<FoodLogEntryDto> {
    return this.log.add(tenant, dto);
  }

  /**
   * Logs a meal of my plan
   *
   * @remarks Each food of a meal of your plan on `logDate` (default today), one serving, at the meal type of the plan,
   * in one go. A planned meal is logged once a day: sending it again answers the entries already logged.
   */
  @Post('food-log/planned-meals')
  @ApiCreatedResponse({ type: PlannedMealLogDto, description: 'The entries of the meal' })
  logPlannedMeal(@CurrentTenant() tenant: Tenant, @Body() dto: LogPlannedMealDto): Promise<PlannedMealLogDto> {
    return this.plannedMeals.log(tenant, dto);
  }

  /**
   * Removes a logged meal of my plan
   *
   * @remarks Undoes Log meal: the entries of the planned meal on `date` (default today) leave your log.
   */
  @Delete('food-log/planned-meals/:planMealId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  async unlogPlannedMeal(
    @CurrentTenant() tenant: Tenant,
    @Param('planMealId', new IdParamPipe(NUTRITION_MESSAGES.plannedMealNotLogged)) planMealId: string,
    @Query() query: DayQuery,
  ): Promise<void> {
    await this.plannedMeals.unlog(tenant, planMealId, query.date);
  }

  /**
   * Deletes a food-log entry
   *
   * @remarks One of your own entries.
   */
  @Delete('food-log/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(NUTRITION_MESSAGES.logEntryNotFound)) id: string): Promise<void> {
    await this.log.remove(tenant, id);
  }

  /**
   * My recent foods
   *
   * @remarks The foods you logged most recently, with the amount you logged last.
   */
  @Get('foods/recent')
  @ApiOkResponse({ type: [LoggedFoodDto], description: 'Up to 10 foods' })
  recent(@CurrentTenant() tenant: Tenant): Promise<LoggedFoodDto[]> {
    return this.log.loggedFoods(tenant, 'recent');
  }

  /**
   * My frequent foods
   *
   * @remarks The foods you logged most often.
   */
  @Get('foods/frequent')
  @ApiOkResponse({ type: [LoggedFoodDto], description: 'Up to 10 foods' })
  frequent(@CurrentTenant() tenant: Tenant): Promise<LoggedFoodDto[]> {
    return this.log.loggedFoods(tenant, 'frequent');
  }
}
