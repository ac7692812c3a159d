import { Injectable } from '@nestjs/common';
import { nutrientsFor, sumNutrients, type MealCategory } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { ClientsService } from '../clients/clients.service';
import { ClientMealPlansRepository } from './client-meal-plans.repository';
import type { Meal, MealIngredient } from './entities/meal.entity';
import { FoodLogRepository } from './food-log.repository';
import { FoodsRepository } from './foods.repository';
import { MacroGoalsRepository } from './macro-goals.repository';
import { MealPlanMealsRepository } from './meal-plan-meals.repository';
import { MealPlansRepository } from './meal-plans.repository';
import { MealsRepository } from './meals.repository';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const MEALS: { name: string; category: MealCategory; prepTime: number; cookTime: number; ingredients: [string, number][] }[] = [
  {
    name: 'Greek yogurt berry bowl',
    category: 'breakfast',
    prepTime: 5,
    cookTime: 0,
    ingredients: [
      ['Greek yogurt, plain, nonfat', 200],
      ['Blueberries, raw', 80],
      ['Granola', 30],
    ],
  },
  {
    name: 'Banana oats',
    category: 'breakfast',
    prepTime: 5,
    cookTime: 5,
    ingredients: [
      ['Oats, rolled, dry', 60],
      ['Banana, raw', 120],
      ['Milk, reduced fat (2%)', 200],
    ],
  },
  {
    name: 'Chicken rice bowl',
    category: 'lunch',
    prepTime: 10,
    cookTime: 20,
    ingredients: [
      ['Chicken breast, skinless, grilled', 150],
      ['Brown rice, cooked', 180],
      ['Broccoli, boiled', 100],
    ],
  },
  {
    name: 'Tuna salad',
    category: 'lunch',
    prepTime: 10,
    cookTime: 0,
    ingredients: [
      ['Tuna, light, canned in water, drained', 120],
      ['Mixed salad greens, raw', 80],
      ['Olive oil, extra virgin', 10],
    ],
  },
  {
    name: 'Salmon with sweet potato',
    category: 'dinner',
    prepTime: 10,
    cookTime: 25,
    ingredients: [
      ['Salmon, Atlantic, farmed, cooked', 150],
      ['Sweet potato, baked', 200],
      ['Asparagus, raw', 100],
    ],
  },
  {
    name: 'Apple and almonds',
    category: 'snack',
    prepTime: 2,
    cookTime: 0,
    ingredients: [
      ['Apple, raw, with skin', 180],
      ['Almonds', 20],
    ],
  },
];

/**
 * The demo coach's nutrition: meals from the shipped foods, a template plan assigned to the demo client, macro goals
 * and a few days of the client's food log. Every row goes through the module's repositories, in the demo business's
 * tenant, on the seed's transaction; one save at the end.
 */
@Injectable()
export class NutritionSeeder implements DemoSeeder {
  constructor(
    private readonly clients: ClientsService,
    private readonly foodDatabase: FoodsRepository,
    private readonly meals: MealsRepository,
    private readonly plans: MealPlansRepository,
    private readonly entries: MealPlanMealsRepository,
    private readonly assignments: ClientMealPlansRepository,
    private readonly goals: MacroGoalsRepository,
    private readonly log: FoodLogRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const client = await this.clients.findOrFail(tenant, demo.clientIds[0]!);
    const names = MEALS.flatMap((meal) => meal.ingredients.map(([name]) => name));
    const foods = new Map((await this.foodDatabase.sharedByName(tenant, [...new Set(names)])).map((food) => [food.name, food]));
    const meals = MEALS.map((spec) => {
      const ingredients: MealIngredient[] = spec.ingredients.map(([name, quantity]) => {
        const food = foods.get(name)!;
        const figures = {
          servingSize: food.servingSize,
          calories: food.calories,
          protein: food.protein,
          carbs: food.carbs,
          fat: food.fat,
          fiber: food.fiber ?? 0,
        };
        return { foodId: food.id, foodName: food.name, quantity, unit: food.servingUnit, ...nutrientsFor(figures, quantity) };
      });
      return this.meals.add(tenant, {
        name: spec.name,
        category: spec.category,
        prepTime: spec.prepTime,
        cookTime: spec.cookTime,
        servings: 1,
        ingredients,
        ...sumNutrients(ingredients),
      });
    });
    const [yogurt, oats, chickenBowl, tunaSalad, salmon, snack] = meals as [Meal, Meal, Meal, Meal, Meal, Meal];
    const plan = this.plans.add(tenant, {
      name: 'Lean Week',
      description: 'A balanced 7-day plan around 1,800 calories with high protein.',
      targetCalories: 1800,
      targetProtein: 140,
      targetCarbs: 180,
      targetFat: 60,
      duration: 7,
      isTemplate: true,
    });
    for (let day = 1; day <= 7; day += 1) {
      const placed: [Meal, MealCategory][] = [
        [day % 2 ? yogurt : oats, 'breakfast'],
        [day % 2 ? chickenBowl : tunaSalad, 'lunch'],
        [salmon, 'dinner'],
        [snack, 'snack'],
      ];
      placed.forEach(([meal, mealType], orderIndex) => this.entries.place(tenant, plan, { meal, day, mealType, orderIndex }));
    }
    const now = Date.now();
    this.assignments.add(tenant, client, plan, { startDate: isoDay(now - 3 * DAY), endDate: isoDay(now + 25 * DAY) });
    this.goals.add(tenant, client, {
      dailyCalories: 1800,
      dailyProtein: 140,
      dailyCarbs: 180,
      dailyFat: 60,
      weeklyCalories: 12600,
      effectiveDate: isoDay(now - 14 * DAY),
      notes: 'Steady fat loss while keeping protein high.',
      isActive: true,
    });
    for (const [daysAgo, meal, mealType] of [
      [2, yogurt, 'breakfast'],
      [2, chickenBowl, 'lunch'],
      [2, salmon, 'dinner'],
      [1, oats, 'breakfast'],
      [1, tunaSalad, 'lunch'],
      [1, snack, 'snack'],
    ] as [number, Meal, MealCategory][]) {
      for (const ingredient of meal.ingredients) {
        const food = foods.get(ingredient.foodName)!;
        this.log.add(tenant, client, {
          food,
          foodName: food.name,
          logDate: isoDay(now - daysAgo * DAY),
          mealType,
          servingSize: ingredient.quantity,
          servingUnit: food.servingUnit,
          actualCalories: ingredient.calories,
          actualProtein: ingredient.protein,
          actualCarbs: ingredient.carbs,
          actualFat: ingredient.fat,
          scanMethod: 'meal_plan',
        });
      }
    }
    await this.uow.save();
  }
}
