import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CreateMacroGoalDto, ListMacroGoalsQuery, MacroGoalResponseDto } from './dto/macro-goal.dto';
import { ClientNutritionDto, NutritionOverviewDto, NutritionStatsDto } from './dto/nutrition-stats.dto';
import { MacroGoalsService } from './macro-goals.service';
import { NUTRITION_VIEW, NUTRITION_WRITE } from './meals.controller';
import { NutritionInsightsService } from './nutrition-insights.service';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('nutrition')
@Controller()
@Access({ roles: ['business', 'staff'] })
export class ClientNutritionController {
  constructor(
    private readonly goals: MacroGoalsService,
    private readonly insights: NutritionInsightsService,
  ) {}

  /**
   * The business's nutrition figures
   *
   * @remarks Clients with a meal plan that applies today, their average adherence over the last 7 days (days within
   * 10 % of the calorie goal), food-log entries since Monday, and the numbers of meals and meal plans.
   */
  @Get('nutrition/stats')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: NutritionStatsDto, description: 'The figures' })
  stats(@CurrentTenant() tenant: Tenant): Promise<NutritionStatsDto> {
    return this.insights.stats(tenant);
  }

  /**
   * The Nutrition panel
   *
   * @remarks Meal categories with the business's counts, and the featured plans (its templates, or the two samples).
   */
  @Get('nutrition/overview')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: NutritionOverviewDto, description: 'Categories and featured plans' })
  overview(@CurrentTenant() tenant: Tenant): Promise<NutritionOverviewDto> {
    return this.insights.overview(tenant);
  }

  /**
   * A client's nutrition
   *
   * @remarks The plan that applies today and every assignment, the macro goal in effect, the latest food-log entries,
   * the last 14 logged days against the goal, and the adherence of the last 8 weeks (share of days within 10 % of the
   * calorie goal).
   */
  @Get('clients/:id/nutrition')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: ClientNutritionDto, description: "The client's nutrition" })
  forClient(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientNutritionDto> {
    return this.insights.forClient(tenant, id);
  }

  /**
   * A client's macro goals
   *
   * @remarks Newest effective date first; the first one whose date has come applies. Paged like the clients list.
   */
  @Get('clients/:id/macro-goals')
  @Access({ permissions: NUTRITION_VIEW })
  @Paginated(MacroGoalResponseDto, 'The goals, newest effective date first')
  listGoals(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Query() query: ListMacroGoalsQuery): Promise<Page<MacroGoalResponseDto>> {
    return this.goals.list(tenant, id, query);
  }

  /**
   * Sets a client's macro goals
   *
   * @remarks Daily calories, protein, carbs and fat are required (whole numbers); weekly calories and notes are
   * optional. The goal applies from `effectiveDate` (default today) until a newer one does.
   */
  @Post('clients/:id/macro-goals')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: MacroGoalResponseDto, description: 'The new goal' })
  createGoal(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateMacroGoalDto): Promise<MacroGoalResponseDto> {
    return this.goals.create(tenant, id, dto);
  }
}
