import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Food } from './entities/food.entity';
import { FoodLookupService } from './food-lookup.service';
import { FoodsController } from './foods.controller';
import { FoodsService } from './foods.service';

/** Nutrition: the food database with barcodes, meals, meal plans, macro goals, the food log. */
@Module({
  imports: [MikroOrmModule.forFeature([Food])],
  controllers: [FoodsController],
  providers: [FoodsService, FoodLookupService],
  exports: [FoodsService],
})
export class NutritionModule {}
