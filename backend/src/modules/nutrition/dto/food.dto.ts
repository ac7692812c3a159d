import { FOOD_DATA_SOURCES, FOOD_PAGE, NUTRITION_MESSAGES, barcodeProblem, type FoodDataSource } from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { IsNumberWithPlaces, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString, trim } from '../../../common/validation/transforms';
import type { FoodFields } from '../foods.repository';

/** `?search=` over food names and brands (words and prefixes, ranked), with paging. */
export class SearchFoodsQuery extends PageQuery(FOOD_PAGE) {
  /** Words or beginnings of words of the name or brand. @example chicken bre */
  @IsOptional()
  @IsString()
  @MaxLength(100, rule({ message: NUTRITION_MESSAGES.searchTooLong }))
  search?: string;
}

/** Present: not missing, null or empty. */
const Present = (message: string) =>
  ValidateBy(
    { name: 'present', validator: { validate: (value: unknown) => value !== undefined && value !== null && value !== '' } },
    rule({ message, order: 3 }),
  );

const Nutrient = (label: string, required = false) =>
  applyDecorators(
    ...(required ? [Present(NUTRITION_MESSAGES.caloriesRequired)] : [IsOptional()]),
    Transform(numericString),
    IsNumberWithPlaces(2, { message: NUTRITION_MESSAGES.nutrientNumber, order: 4 }),
    Min(0, rule({ message: NUTRITION_MESSAGES.nutrientNumber, order: 4 })),
    Max(100000, rule({ message: `${label} must be at most 100000`, order: 6 })),
  );

/** A retail barcode (EAN-8, UPC-A, EAN-13, GTIN-14) with a valid check digit. */
export const IsBarcode = () =>
  ValidateBy(
    {
      name: 'isBarcode',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && barcodeProblem(value) === null,
        defaultMessage: (args) => (typeof args?.value === 'string' ? (barcodeProblem(args.value) ?? '') : NUTRITION_MESSAGES.barcodeFormat),
      },
    },
    { context: { order: 5 } },
  );

/** A food entered by hand (for a product the database and the lookup did not know); private to the business. */
export class CreateFoodDto {
  /** @example Homemade granola */
  @RequiredText({ label: 'Food name', max: 200, required: NUTRITION_MESSAGES.foodNameRequired })
  name: string;

  @OptionalText(200)
  brand?: string | null;

  /** EAN-13, UPC-A, EAN-8 or GTIN-14 with a valid check digit. @example '4006381333931' */
  @IsOptional()
  @Transform(emptyToNull)
  @IsBarcode()
  barcode?: string | null;

  @OptionalText(2000)
  description?: string | null;

  /** How much one serving is, in `servingUnit` (the nutrients below are per serving). @example 40 */
  @Transform(numericString)
  @IsNumber({}, rule({ message: NUTRITION_MESSAGES.servingSizePositive, order: 2 }))
  @Min(0.01, rule({ message: NUTRITION_MESSAGES.servingSizePositive, order: 2 }))
  @Max(100000, rule({ message: 'Serving size must be at most 100000', order: 2 }))
  servingSize: number;

  /** Default g. @example g */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  servingUnit?: string;

  @Nutrient('Calories', true) calories: number;
  @Nutrient('Protein') protein?: number | null;
  @Nutrient('Carbs') carbs?: number | null;
  @Nutrient('Fat') fat?: number | null;
  @Nutrient('Fiber') fiber?: number | null;
  @Nutrient('Sugar') sugar?: number | null;
  /** Milligrams. */
  @Nutrient('Sodium') sodium?: number | null;
  /** Estimated price of one serving (shopping lists). */
  @Nutrient('Price') price?: number | null;

  @OptionalText(60)
  category?: string | null;
}

export class FoodResponseDto {
  @ApiUuid()
  id: string;
  barcode: string | null;
  name: string;
  brand: string | null;
  description: string | null;
  servingSize: number;
  servingUnit: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugar: number | null;
  /** Milligrams. */
  sodium: number | null;
  /** Milligrams. */
  cholesterol: number | null;
  saturatedFat: number | null;
  ingredients: string | null;
  allergens: string[];
  imageUrl: string | null;
  category: string | null;
  @ApiProperty({ enum: FOOD_DATA_SOURCES, enumName: 'FoodDataSource' })
  dataSource: FoodDataSource;
  /** The product's code at its source (Open Food Facts: the barcode). */
  @ApiProperty({ type: 'string', nullable: true, pattern: '^[0-9]{8,14}$' })
  externalId: string | null;
  verified: boolean;
  /** Estimated price of one serving, where known. */
  price: number | null;
  /** True for a food your business entered (only your business sees it). */
  isCustom: boolean;
  @ApiDateTime()
  createdAt: string;
}

export function toFoodResponse(food: FoodFields): FoodResponseDto {
  return {
    id: food.id,
    barcode: food.barcode ?? null,
    name: food.name,
    brand: food.brand ?? null,
    description: food.description ?? null,
    servingSize: food.servingSize,
    servingUnit: food.servingUnit,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    fiber: food.fiber ?? null,
    sugar: food.sugar ?? null,
    sodium: food.sodium ?? null,
    cholesterol: food.cholesterol ?? null,
    saturatedFat: food.saturatedFat ?? null,
    ingredients: food.ingredients ?? null,
    allergens: food.allergens ?? [],
    imageUrl: food.imageUrl ?? null,
    category: food.category ?? null,
    dataSource: food.dataSource,
    externalId: food.externalId ?? null,
    verified: food.verified,
    price: food.price ?? null,
    isCustom: Boolean(food.coach),
    createdAt: new Date(food.createdAt).toISOString(),
  };
}
