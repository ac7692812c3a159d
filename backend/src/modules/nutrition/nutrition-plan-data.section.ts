import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { ClientMealPlansRepository } from './client-meal-plans.repository';
import { FoodPreferencesRepository } from './food-preferences.repository';
import { MacroGoalsRepository } from './macro-goals.repository';

/** The client's part of their data export planned by nutrition: their food preferences, macro goals and assigned meal plans. */
@Injectable()
@ClientDataSource('nutrition-plan')
export class NutritionPlanDataSection implements ClientDataSection {
  constructor(
    private readonly preferences: FoodPreferencesRepository,
    private readonly macroGoals: MacroGoalsRepository,
    private readonly mealPlans: ClientMealPlansRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const [preferences, goals, plans] = await Promise.all([
      this.preferences.allOfClient(scope, scope.clientId),
      this.macroGoals.allOfClient(scope, scope.clientId),
      this.mealPlans.listForClient(scope, scope.clientId),
    ]);
    return {
      tables: [
        {
          name: 'client_food_preferences',
          rows: preferences.map((preference) =>
            plainRow({
              id: preference.id,
              foodName: preference.foodName,
              preferenceType: preference.preferenceType,
              intensity: preference.intensity,
              notes: preference.notes,
              createdAt: preference.createdAt,
            }),
          ),
        },
        {
          name: 'client_macro_goals',
          rows: goals.map((goal) =>
            plainRow({
              id: goal.id,
              dailyCalories: goal.dailyCalories,
              dailyProtein: goal.dailyProtein,
              dailyCarbs: goal.dailyCarbs,
              dailyFat: goal.dailyFat,
              weeklyCalories: goal.weeklyCalories,
              effectiveDate: goal.effectiveDate,
              isActive: goal.isActive,
              notes: goal.notes,
              createdAt: goal.createdAt,
            }),
          ),
        },
        {
          name: 'client_meal_plans',
          rows: plans.map((plan) =>
            plainRow({
              id: plan.id,
              mealPlanId: plan.mealPlan.id,
              mealPlanName: plan.mealPlan.name,
              startDate: plan.startDate,
              endDate: plan.endDate,
              isActive: plan.isActive,
              createdAt: plan.createdAt,
            }),
          ),
        },
      ],
    };
  }
}
