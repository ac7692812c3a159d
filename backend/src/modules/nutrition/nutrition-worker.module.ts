import { Module } from '@nestjs/common';
import { MealImageFiles } from './meal-image-files';
import { MealsRepository } from './meals.repository';

/** Consumer side of nutrition, loaded where workers run: what the orphan-files sweep asks of its stored files. */
@Module({
  providers: [MealsRepository, MealImageFiles],
})
export class NutritionWorkerModule {}
