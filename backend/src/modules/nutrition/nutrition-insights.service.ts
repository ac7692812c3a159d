import { Injectable } from '@nestjs/common';
import { ADHERENCE_TOLERANCE, withinCalorieGoal, type SetupWizardProgress } from '@coachcore/domain';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { toClientMealPlanResponse } from './dto/meal-plan.dto';
import { toClientMealPlanView, toFoodLogEntry, type ClientMealPlanViewDto } from './dto/food-log.dto';
import type { ClientNutritionDto, NutritionOverviewDto, NutritionStatsDto, WeeklyAdherenceDto } from './dto/nutrition-stats.dto';
import { FoodLogRepository } from './food-log.repository';
import { MacroGoalsRepository } from './macro-goals.repository';
import { MacroGoalsService } from './macro-goals.service';
import { MealPlansRepository } from './meal-plans.repository';
import { MealPlansService } from './meal-plans.service';
import { MealsService } from './meals.service';
import { addDays, daysBetween, mondayOf, todayUtc } from './nutrition-dates';

const ADHERENCE_WEEKS = 8;
const INTAKE_DAYS = 14;
const RECENT_ENTRIES = 20;

/** Figures over the business's plans and logs: the stats card, the dashboard panel, a client's Nutrition tab. */
@Injectable()
export class NutritionInsightsService {
  constructor(
    private readonly meals: MealsService,
    private readonly plans: MealPlansService,
    private readonly goals: MacroGoalsService,
    private readonly log: FoodLogRepository,
    private readonly clients: ClientsService,
    private readonly mealPlans: MealPlansRepository,
    private readonly macroGoals: MacroGoalsRepository,
  ) {}

  async stats(tenant: TenantScope, today = todayUtc()): Promise<NutritionStatsDto> {
    const weekFrom = addDays(today, -6);
    const [clientsWithPlan, perClient, foodsLoggedThisWeek, mealCount, mealPlanCount] = await Promise.all([
      this.plans.countClientsWithPlan(tenant, today),
      this.log.daysOnTargetPerClient(tenant, weekFrom, today),
      this.log.countSince(tenant, mondayOf(today)),
      this.meals.countInTenant(tenant),
      this.plans.countInTenant(tenant),
    ]);
    const averageAdherence = perClient.length
      ? Math.round((perClient.reduce((sum, client) => sum + client.daysOnTarget / 7, 0) / perClient.length) * 100)
      : null;
    return { clientsWithPlan, averageAdherence, foodsLoggedThisWeek, mealCount, mealPlanCount };
  }

  /** The Nutrition panel of the dashboard and of the Nutrition screen. */
  async overview(tenant: TenantScope): Promise<NutritionOverviewDto> {
    const [categories, featuredPlans] = await Promise.all([this.meals.categories(tenant), this.plans.featured(tenant)]);
    return { categories, featuredPlans };
  }

  /** A client's Nutrition tab: plan, goal, log and adherence by week. */
  async forClient(tenant: Tenant, clientId: string, today = todayUtc()): Promise<ClientNutritionDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const firstWeek = addDays(mondayOf(today), -7 * (ADHERENCE_WEEKS - 1));
    const [current, assignments, macroGoal, recent, days] = await Promise.all([
      this.plans.currentFor(tenant, client.id, today),
      this.plans.listAssignments(tenant, client.id),
      this.goals.current(tenant, client.id, today),
      this.log.recent(tenant, client.id, RECENT_ENTRIES),
      this.log.loggedDays(tenant, client.id, firstWeek, today),
    ]);
    const weeklyAdherence: WeeklyAdherenceDto[] = [];
    for (let week = 0; week < ADHERENCE_WEEKS; week += 1) {
      const weekStart = addDays(firstWeek, week * 7);
      const weekDays = days.filter((entry) => entry.date >= weekStart && entry.date <= addDays(weekStart, 6));
      const elapsed = Math.min(7, daysBetween(weekStart, today) + 1);
      const daysOnTarget = weekDays.filter((entry) => entry.goalCalories !== null && withinCalorieGoal(entry.calories, entry.goalCalories)).length;
      weeklyAdherence.push({ weekStart, daysLogged: weekDays.length, daysOnTarget, adherence: Math.round((daysOnTarget / elapsed) * 100) });
    }
    const intakeFrom = addDays(today, -(INTAKE_DAYS - 1));
    return {
      currentPlan: current ? toClientMealPlanResponse(current.assignment) : null,
      assignments: assignments.map(toClientMealPlanResponse),
      macroGoal,
      recentEntries: recent.map(toFoodLogEntry),
      days: days
        .filter((entry) => entry.date >= intakeFrom)
        .map((entry) => ({
          ...entry,
          onTarget: entry.goalCalories !== null && Math.abs(entry.calories - entry.goalCalories) <= entry.goalCalories * ADHERENCE_TOLERANCE,
        })),
      weeklyAdherence,
    };
  }

  /** `GET /api/client/meal-plan`: the signed-in client's plan on a day and that day's meals. */
  async clientMealPlan(tenant: Tenant, date = todayUtc()): Promise<ClientMealPlanViewDto> {
    const clientId = tenant.clientId!;
    const [current, macroGoal] = await Promise.all([this.plans.dayFor(tenant, clientId, date), this.goals.current(tenant, clientId, date)]);
    return toClientMealPlanView(date, macroGoal, current);
  }

  /** The setup wizard's nutrition tasks (step 4). */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    const [plan, goals] = await Promise.all([this.mealPlans.hasAny(tenant), this.macroGoals.hasAny(tenant)]);
    return { 'meal-plan': plan, 'macro-goals': goals };
  }
}
