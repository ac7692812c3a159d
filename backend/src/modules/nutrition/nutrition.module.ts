import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientFoodLogController } from './client-food-log.controller';
import { ClientNutritionController } from './client-nutrition.controller';
import { ClientMacroGoal } from './entities/client-macro-goal.entity';
import { ClientMealPlan } from './entities/client-meal-plan.entity';
import { FoodLogEntry } from './entities/food-log.entity';
import { Food } from './entities/food.entity';
import { MealPlanMeal } from './entities/meal-plan-meal.entity';
import { MealPlan } from './entities/meal-plan.entity';
import { Meal } from './entities/meal.entity';
import { FoodLogService } from './food-log.service';
import { FoodLookupService } from './food-lookup.service';
import { FoodsController } from './foods.controller';
import { FoodsService } from './foods.service';
import { MacroGoalsService } from './macro-goals.service';
import { MealPlansController } from './meal-plans.controller';
import { MealPlansService } from './meal-plans.service';
import { MealsController } from './meals.controller';
import { MealsService } from './meals.service';
import { NutritionInsightsService } from './nutrition-insights.service';
import { ShoppingListItem } from './entities/shopping-list-item.entity';
import { ShoppingList } from './entities/shopping-list.entity';
import { ShoppingListsController } from './shopping-lists.controller';
import { ShoppingListsService } from './shopping-lists.service';
import { ClientRecipePack } from './entities/client-recipe-pack.entity';
import { RecipePackMeal } from './entities/recipe-pack-meal.entity';
import { RecipePack } from './entities/recipe-pack.entity';
import { RecipePacksController } from './recipe-packs.controller';
import { RecipePacksService } from './recipe-packs.service';
import { ClientFoodPreference } from './entities/client-food-preference.entity';
import { FoodPreferencesController } from './food-preferences.controller';
import { FoodPreferencesService } from './food-preferences.service';

/** Nutrition: the food database with barcodes, meals, meal plans, macro goals, the food log. */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      Food,
      Meal,
      MealPlan,
      MealPlanMeal,
      ClientMealPlan,
      ClientMacroGoal,
      FoodLogEntry,
      ShoppingList,
      ShoppingListItem,
      RecipePack,
      RecipePackMeal,
      ClientRecipePack,
      ClientFoodPreference,
    ]),
    ClientsModule,
  ],
  controllers: [
    FoodsController,
    MealsController,
    MealPlansController,
    ClientNutritionController,
    ClientFoodLogController,
    ShoppingListsController,
    RecipePacksController,
    FoodPreferencesController,
  ],
  providers: [
    FoodsService,
    FoodLookupService,
    MealsService,
    MealPlansService,
    MacroGoalsService,
    FoodLogService,
    NutritionInsightsService,
    ShoppingListsService,
    RecipePacksService,
    FoodPreferencesService,
  ],
  exports: [FoodsService, NutritionInsightsService],
})
export class NutritionModule {}
