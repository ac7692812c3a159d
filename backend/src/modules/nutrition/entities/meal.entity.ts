import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MealCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** One ingredient of a meal: a food of the database, how much of it, and what that amount brings. */
export interface MealIngredient {
  foodId: string;
  foodName: string;
  /** In the food's serving unit. */
  quantity: number;
  unit: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

const MACRO = { precision: 10, scale: 1, default: 0 } as const;

/**
 * A meal or recipe of a business (document 2 section 3, meals). Its calories and macros are per serving, computed
 * from the ingredients (their sum divided by `servings`).
 */
@Entity({ tableName: 'meals' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'category'] })
@Index({ properties: ['coach', 'createdAt'] })
export class Meal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 20 })
  category: MealCategory;

  @DecimalProperty(MACRO) calories: number & Opt = 0;
  @DecimalProperty(MACRO) protein: number & Opt = 0;
  @DecimalProperty(MACRO) carbs: number & Opt = 0;
  @DecimalProperty(MACRO) fat: number & Opt = 0;
  @DecimalProperty(MACRO) fiber: number & Opt = 0;

  @Property({ type: 'json' })
  ingredients: MealIngredient[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  instructions?: string | null;

  /** Minutes. */
  @Property({ type: 'integer', nullable: true })
  prepTime?: number | null;

  /** Minutes. */
  @Property({ type: 'integer', nullable: true })
  cookTime?: number | null;

  @Property({ type: 'integer', default: 1 })
  servings: number & Opt = 1;

  /** Storage key of the uploaded image (served by GET /api/meals/{id}/image). */
  @Property({ nullable: true, hidden: true })
  imageKey?: string | null;

  @Property({ default: true })
  isRecipe: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
