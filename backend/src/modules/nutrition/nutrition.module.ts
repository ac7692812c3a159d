import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalFoodLogController } from './client-portal-food-log.controller';
import { ClientPortalRecipePacksController } from './client-portal-recipe-packs.controller';
import { ClientPortalShoppingListsController } from './client-portal-shopping-lists.controller';
import { ClientMealPlansRepository } from './client-meal-plans.repository';
import { ClientNutritionController } from './client-nutrition.controller';
import { ClientRecipePacksRepository } from './client-recipe-packs.repository';
import { FoodLogRepository } from './food-log.repository';
import { FoodLogService } from './food-log.service';
import { PlannedMealLogService } from './planned-meal-log.service';
import { FoodLookupService } from './food-lookup.service';
import { FoodPreferencesController } from './food-preferences.controller';
import { FoodPreferencesRepository } from './food-preferences.repository';
import { FoodPreferencesService } from './food-preferences.service';
import { FoodsController } from './foods.controller';
import { FoodsRepository } from './foods.repository';
import { FoodsService } from './foods.service';
import { MacroGoalsRepository } from './macro-goals.repository';
import { MacroGoalsService } from './macro-goals.service';
import { MealPlanMealsRepository } from './meal-plan-meals.repository';
import { MealPlansController } from './meal-plans.controller';
import { MealPlansRepository } from './meal-plans.repository';
import { MealPlansService } from './meal-plans.service';
import { MealsController } from './meals.controller';
import { MealsRepository } from './meals.repository';
import { MealsService } from './meals.service';
import { NutritionInsightsService } from './nutrition-insights.service';
import { RecipePackMealsRepository } from './recipe-pack-meals.repository';
import { RecipePacksController } from './recipe-packs.controller';
import { RecipePacksRepository } from './recipe-packs.repository';
import { RecipePacksService } from './recipe-packs.service';
import { ShoppingListItemsRepository } from './shopping-list-items.repository';
import { ShoppingListsController } from './shopping-lists.controller';
import { ShoppingListsRepository } from './shopping-lists.repository';
import { ShoppingListsService } from './shopping-lists.service';
import { Food } from './entities/food.entity';
import { Meal } from './entities/meal.entity';
import { MealPlan } from './entities/meal-plan.entity';
import { MealPlanMeal } from './entities/meal-plan-meal.entity';
import { ClientMealPlan } from './entities/client-meal-plan.entity';
import { ClientMacroGoal } from './entities/client-macro-goal.entity';
import { FoodLogEntry } from './entities/food-log.entity';
import { ShoppingList } from './entities/shopping-list.entity';
import { ShoppingListItem } from './entities/shopping-list-item.entity';
import { RecipePack } from './entities/recipe-pack.entity';
import { RecipePackMeal } from './entities/recipe-pack-meal.entity';
import { ClientRecipePack } from './entities/client-recipe-pack.entity';
import { ClientFoodPreference } from './entities/client-food-preference.entity';
import { NutritionSeeder } from './nutrition.seeder';
import { NutritionWorkerModule } from './nutrition-worker.module';

/** Nutrition: the food database with barcodes, meals, meal plans, macro goals, the food log. */
@Module({
  imports: [ClientsModule],
  controllers: [
    FoodsController,
    MealsController,
    MealPlansController,
    ClientNutritionController,
    ClientPortalFoodLogController,
    ShoppingListsController,
    RecipePacksController,
    FoodPreferencesController,
    ClientPortalShoppingListsController,
    ClientPortalRecipePacksController,
  ],
  providers: [
    FoodsRepository,
    MealsRepository,
    MealPlansRepository,
    MealPlanMealsRepository,
    ClientMealPlansRepository,
    MacroGoalsRepository,
    FoodLogRepository,
    ShoppingListsRepository,
    ShoppingListItemsRepository,
    RecipePacksRepository,
    RecipePackMealsRepository,
    ClientRecipePacksRepository,
    FoodPreferencesRepository,
    FoodsService,
    FoodLookupService,
    MealsService,
    MealPlansService,
    MacroGoalsService,
    FoodLogService,
    PlannedMealLogService,
    NutritionInsightsService,
    ShoppingListsService,
    RecipePacksService,
    FoodPreferencesService,
    NutritionSeeder,
  ],
  exports: [FoodsService, NutritionInsightsService],
})
export class NutritionModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [
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
  ];
  /** Its part of the start-up seed. */
  static readonly seeder = NutritionSeeder;
  /** Loaded where workers run: what the orphan-files sweep asks of its stored files. */
  static readonly worker = NutritionWorkerModule;
}
