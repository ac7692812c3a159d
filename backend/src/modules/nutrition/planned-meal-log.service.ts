import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { NUTRITION_MESSAGES, nutrientsFor } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { toFoodLogEntry, type LogPlannedMealDto, type PlannedMealLogDto } from './dto/food-log.dto';
import type { FoodLogEntry } from './entities/food-log.entity';
import type { MealPlanMeal } from './entities/meal-plan-meal.entity';
import { FoodLogRepository, type NewFoodLogEntry } from './food-log.repository';
import { ownClientId } from './food-log.service';
import { FoodsService } from './foods.service';
import { MealPlansService } from './meal-plans.service';
import { todayUtc } from './nutrition-dates';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * 'Log meal' on the Nutrition Tracker: a meal of the client's plan logged on a day in one go, one entry per food of
 * the meal (one serving: the recipe's amounts divided by its servings), at the meal type the plan gives it. A planned
 * meal is logged once a day: a double tap, a lost answer sent again or an offline replay answers the entries already
 * logged, and the unique (client, planned meal, day, food) constraint settles two copies sent at once.
 */
@Injectable()
export class PlannedMealLogService {
  constructor(
    private readonly entries: FoodLogRepository,
    private readonly plans: MealPlansService,
    private readonly foods: FoodsService,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async log(tenant: Tenant, dto: LogPlannedMealDto): Promise<PlannedMealLogDto> {
    const clientId = ownClientId(tenant);
    const logDate = dto.logDate?.slice(0, 10) ?? todayUtc();
    const planned = await this.plannedMeal(tenant, clientId, dto.planMealId, logDate);
    const logged = await this.entries.forPlannedMeal(tenant, clientId, planned.id, logDate);
    if (logged.length) return toPlannedMealLog(planned.id, logDate, logged);
    try {
      // In a transaction of its own: a failed insert leaves nothing staged behind for the re-read below.
      return await this.uow.transaction(() => this.logNew(tenant, clientId, planned, logDate));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // The same meal, sent twice at once: the other copy logged it.
      const replayed = await this.entries.forPlannedMeal(tenant, clientId, planned.id, logDate);
      if (!replayed.length) throw error;
      return toPlannedMealLog(planned.id, logDate, replayed);
    }
  }

  /** Undoes 'Log meal': removes the planned meal's entries of that day (404 when none is logged). */
  async unlog(tenant: Tenant, planMealId: string, logDate = todayUtc()): Promise<void> {
    const removed = await this.entries.removePlannedMeal(tenant, ownClientId(tenant), planMealId, logDate);
    if (!removed) throw new NotFoundException(NUTRITION_MESSAGES.plannedMealNotLogged);
  }

  /** A meal of the plan that applies to the client on that day, on that day of it; any other id is 404. */
  private async plannedMeal(tenant: Tenant, clientId: string, planMealId: string, logDate: string): Promise<MealPlanMeal> {
    const planDay = await this.plans.dayFor(tenant, clientId, logDate);
    const planned = planDay?.entries.find((entry) => entry.id === planMealId.toLowerCase());
    if (!planned) throw new NotFoundException(NUTRITION_MESSAGES.plannedMealNotFound);
    return planned;
  }

  private async logNew(tenant: Tenant, clientId: string, planned: MealPlanMeal, logDate: string): Promise<PlannedMealLogDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const entries: FoodLogEntry[] = [];
    for (const [planItem, fields] of (await this.itemsOf(tenant, planned)).entries()) {
      entries.push(this.entries.add(tenant, client, { ...fields, logDate, mealType: planned.mealType, planMeal: planned, planItem, meal: planned.meal }));
    }
    this.events.record('planned_meal_logged', {
      businessId: tenant.businessId,
      clientId: client.id,
      planMealId: planned.id,
      mealId: planned.meal.id,
      logDate,
      mealType: planned.mealType,
      foodLogEntryIds: entries.map((entry) => entry.id),
    });
    return toPlannedMealLog(planned.id, logDate, entries);
  }

  /**
   * What one serving of the meal is made of: each ingredient's amount and figures divided by the recipe's servings (a
   * food since removed from the database keeps its name and figures, without the link). A meal without ingredients is
   * one entry of itself, with its per-serving figures.
   */
  private async itemsOf(tenant: Tenant, planned: MealPlanMeal): Promise<Omit<NewFoodLogEntry, 'logDate' | 'mealType' | 'planMeal' | 'planItem' | 'meal'>[]> {
    const meal = planned.meal;
    const common = { scanMethod: 'meal_plan' as const, barcode: null, notes: null, idempotencyKey: null };
    if (!meal.ingredients.length) {
      return [
        {
          ...common,
          food: null,
          foodName: meal.name,
          servingSize: 1,
          servingUnit: 'serving',
          actualCalories: meal.calories,
          actualProtein: meal.protein,
          actualCarbs: meal.carbs,
          actualFat: meal.fat,
        },
      ];
    }
    const servings = meal.servings || 1;
    const items = [];
    for (const ingredient of meal.ingredients) {
      const nutrients = nutrientsFor({ ...ingredient, servingSize: servings }, 1);
      items.push({
        ...common,
        food: await this.foods.findVisibleOrNull(tenant, ingredient.foodId),
        foodName: ingredient.foodName,
        servingSize: round2(ingredient.quantity / servings),
        servingUnit: ingredient.unit,
        actualCalories: nutrients.calories,
        actualProtein: nutrients.protein,
        actualCarbs: nutrients.carbs,
        actualFat: nutrients.fat,
      });
    }
    return items;
  }
}

const toPlannedMealLog = (planMealId: string, logDate: string, entries: FoodLogEntry[]): PlannedMealLogDto => ({
  planMealId,
  logDate,
  entries: entries.map(toFoodLogEntry),
});
