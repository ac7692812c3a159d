import { Module } from '@nestjs/common';
import { FoodLogDataSection } from './food-log-data.section';
import { ClientMealPlansRepository } from './client-meal-plans.repository';
import { FoodPreferencesRepository } from './food-preferences.repository';
import { MacroGoalsRepository } from './macro-goals.repository';
import { NutritionPlanDataSection } from './nutrition-plan-data.section';
import { FoodLogRepository } from './food-log.repository';
import { MealImageFiles } from './meal-image-files';
import { MealsRepository } from './meals.repository';

/** Consumer side of nutrition, loaded where workers run: what the orphan-files sweep asks of its stored files, and the client's food log, food preferences, macro goals and meal plans for their data export. */
@Module({
  providers: [
    MealsRepository,
    MealImageFiles,
    FoodLogRepository,
    FoodLogDataSection,
    FoodPreferencesRepository,
    MacroGoalsRepository,
    ClientMealPlansRepository,
    NutritionPlanDataSection,
  ],
})
export class NutritionWorkerModule {}
