import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { MEAL_CATEGORIES, NUTRITION_MESSAGES, nutrientsFor, sumNutrients } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import { IMAGE_TYPES, type FileDownload, type UploadPolicy } from '../../infra/storage/storage-types';
import type { Page } from '../../common/http/pagination';
import {
  toMealCategory,
  toMealResponse,
  type CreateMealDto,
  type ListMealsQuery,
  type MealCategoryDto,
  type MealIngredientInput,
  type MealResponseDto,
  type UpdateMealDto,
} from './dto/meal.dto';
import type { Meal, MealIngredient } from './entities/meal.entity';
import { FoodsService } from './foods.service';
import { MealsRepository } from './meals.repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Food photos: a few MB from a phone. */
export const MEAL_IMAGE_UPLOAD: UploadPolicy = { maxBytes: 10 * 1024 * 1024, allowedTypes: IMAGE_TYPES };

/** Meals and recipes: ingredients from the food database, macros per serving computed from them. */
@Injectable()
export class MealsService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly foods: FoodsService,
    private readonly storage: StorageService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Stores the meal's image. The new file is written first; the row is changed under its lock, so of concurrent
   * replacements each one removes exactly the file it replaced once its own key is committed (and its own file if the
   * row could not be saved): one stored file is left, the row's.
   */
  async uploadImage(tenant: Tenant, id: string, file: UploadedFileContent | undefined): Promise<MealResponseDto> {
    await this.findOrFail(tenant, id);
    if (!file) throw new BadRequestException(NUTRITION_MESSAGES.mealImageRequired);
    const meal = await this.storage.replace('meal-images', file.buffer, MEAL_IMAGE_UPLOAD, (key) =>
      this.uow.transaction(async () => {
        const locked = await this.meals.lockById(tenant, id);
        if (!locked) throw new NotFoundException(NUTRITION_MESSAGES.mealNotFound);
        const replaced = locked.imageKey ?? null;
        locked.imageKey = key;
        return { replaced, value: locked };
      }),
    );
    return toMealResponse(meal);
  }

  /** The meal's image, for the business, its staff and its clients (a plan's meals show it). */
  async image(tenant: TenantScope, id: string): Promise<FileDownload> {
    const meal = await this.findOrFail(tenant, id);
    if (!meal.imageKey) throw new NotFoundException(NUTRITION_MESSAGES.mealImageNotFound);
    return this.storage.get(meal.imageKey);
  }

  async list(tenant: Tenant, query: ListMealsQuery): Promise<Page<MealResponseDto>> {
    return (await this.meals.page(tenant, query)).map(toMealResponse);
  }

  async get(tenant: Tenant, id: string): Promise<MealResponseDto> {
    return toMealResponse(await this.findOrFail(tenant, id));
  }

  async create(tenant: Tenant, dto: CreateMealDto): Promise<MealResponseDto> {
    const meal = this.meals.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      category: dto.category,
      instructions: dto.instructions ?? null,
      prepTime: dto.prepTime ?? null,
      cookTime: dto.cookTime ?? null,
      servings: dto.servings ?? 1,
      isRecipe: dto.isRecipe ?? true,
    });
    await this.applyIngredients(tenant, meal, dto.ingredients ?? []);
    await this.uow.save();
    return toMealResponse(meal);
  }

  async update(tenant: Tenant, id: string, dto: UpdateMealDto): Promise<MealResponseDto> {
    const meal = await this.findOrFail(tenant, id);
    const { ingredients, ...fields } = dto;
    Object.assign(meal, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (ingredients) await this.applyIngredients(tenant, meal, ingredients);
    else if (dto.servings !== undefined) this.computeMacros(meal);
    await this.uow.save();
    return toMealResponse(meal);
  }

  /** Deletes the meal, then the image it had when it was deleted (read under the row's lock). */
  async remove(tenant: Tenant, id: string): Promise<void> {
    await this.findOrFail(tenant, id);
    const imageKey = await this.uow.transaction(async () => {
      const meal = await this.meals.lockById(tenant, id);
      if (!meal) throw new NotFoundException(NUTRITION_MESSAGES.mealNotFound);
      await this.meals.removeMeal(tenant, meal);
      return meal.imageKey;
    });
    if (imageKey) await this.storage.discard(imageKey);
  }

  /** The four category cards, counted from the business's meals ('snack' is labelled Snacks). */
  async categories(tenant: TenantScope): Promise<MealCategoryDto[]> {
    const counts = await this.meals.countByCategory(tenant);
    return MEAL_CATEGORIES.map((category) => toMealCategory(category, counts[category] ?? 0));
  }

  async findOrFail(tenant: TenantScope, id: string): Promise<Meal> {
    const meal = await this.meals.findById(tenant, id);
    if (!meal) throw new NotFoundException(NUTRITION_MESSAGES.mealNotFound);
    return meal;
  }

  /** The tenant's meals with these ids; 404 when one is not the tenant's. */
  async findManyOrFail(tenant: TenantScope, ids: string[]): Promise<Map<string, Meal>> {
    const unique = [...new Set(ids)];
    const found = await this.meals.findMany(tenant, unique);
    if (found.length !== unique.length) throw new NotFoundException(NUTRITION_MESSAGES.mealNotFound);
    return new Map(found.map((meal) => [meal.id, meal]));
  }

  countInTenant(tenant: TenantScope): Promise<number> {
    return this.meals.countInTenant(tenant);
  }

  private async applyIngredients(tenant: TenantScope, meal: Meal, inputs: MealIngredientInput[]): Promise<void> {
    const ingredients: MealIngredient[] = [];
    for (const input of inputs) {
      const food = await this.foods.findOrFail(tenant, input.foodId);
      const nutrients = nutrientsFor(
        {
          servingSize: food.servingSize,
          calories: food.calories,
          protein: food.protein,
          carbs: food.carbs,
          fat: food.fat,
          fiber: food.fiber ?? 0,
        },
        input.quantity,
      );
      ingredients.push({ foodId: food.id, foodName: food.name, quantity: input.quantity, unit: food.servingUnit, ...nutrients });
    }
    meal.ingredients = ingredients;
    this.computeMacros(meal);
  }

  /** Per serving: the ingredients' sum divided by the servings. */
  private computeMacros(meal: Meal): void {
    const total = sumNutrients(meal.ingredients);
    const servings = meal.servings || 1;
    meal.calories = round1(total.calories / servings);
    meal.protein = round1(total.protein / servings);
    meal.carbs = round1(total.carbs / servings);
    meal.fat = round1(total.fat / servings);
    meal.fiber = round1(total.fiber / servings);
  }
}
