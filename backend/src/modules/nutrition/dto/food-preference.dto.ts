import { FOOD_PREFERENCE_TYPES, LIST_PAGES, NUTRITION_MESSAGES, type FoodPreferenceType } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText } from '../../../common/validation/fields';
import { NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString, trim } from '../../../common/validation/transforms';
import type { ClientFoodPreference } from '../entities/client-food-preference.entity';

/** A food the client likes, dislikes, avoids or is allergic to: a food of the database, or just its name. */
export class CreateFoodPreferenceDto {
  @ApiUuid({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.foodNotFound, order: 3 }))
  foodId?: string | null;

  /** Needed without `foodId`. @example Peanuts */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, rule({ message: 'Food name must be at most 200 characters', order: 10 }))
  foodName?: string;

  @ApiProperty({ enum: FOOD_PREFERENCE_TYPES, enumName: 'FoodPreferenceType' })
  @NotBlank({ message: NUTRITION_MESSAGES.preferenceTypeRequired, order: 1 })
  @IsIn(FOOD_PREFERENCE_TYPES, rule({ message: NUTRITION_MESSAGES.preferenceTypeInvalid, order: 2 }))
  preferenceType: FoodPreferenceType;

  /** 1 (mild) to 10 (strong); default 5. */
  @ApiInteger({ required: false, minimum: 1, maximum: 10 })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: NUTRITION_MESSAGES.intensityRange, order: 4 }))
  @Min(1, rule({ message: NUTRITION_MESSAGES.intensityRange, order: 4 }))
  @Max(10, rule({ message: NUTRITION_MESSAGES.intensityRange, order: 4 }))
  intensity?: number;

  @OptionalText(1000)
  notes?: string | null;
}

/** A page of a client's food preferences (numbered pages). */
export class ListFoodPreferencesQuery extends PageQuery(LIST_PAGES.foodPreferences) {}

export class FoodPreferenceDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiUuid({ nullable: true })
  foodId: string | null;
  foodName: string;
  @ApiProperty({ enum: FOOD_PREFERENCE_TYPES, enumName: 'FoodPreferenceType' })
  preferenceType: FoodPreferenceType;
  @ApiInteger({ minimum: 1, maximum: 10 })
  intensity: number;
  notes: string | null;
  @ApiDateTime()
  createdAt: string;
}

export function toFoodPreference(preference: ClientFoodPreference): FoodPreferenceDto {
  return {
    id: preference.id,
    clientId: preference.client.id,
    foodId: preference.food?.id ?? null,
    foodName: preference.foodName,
    preferenceType: preference.preferenceType,
    intensity: preference.intensity,
    notes: preference.notes ?? null,
    createdAt: preference.createdAt.toISOString(),
  };
}
