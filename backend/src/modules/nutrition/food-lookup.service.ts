import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import type { NewSharedFood } from './foods.repository';

/** A person waits on the scan: a lookup that takes longer is given up and the food is entered by hand. */
export const LOOKUP_TIMEOUT_MS = 2000;

/** The part of an Open Food Facts product answer that is read. */
interface OffProduct {
  product_name?: string;
  product_name_en?: string;
  brands?: string;
  ingredients_text?: string;
  image_url?: string;
  allergens_tags?: string[];
  categories_tags?: string[];
  nutriments?: Record<string, number | string | undefined>;
}

const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 100) / 100 : null;
};

const tagName = (tag: string) => tag.replace(/^[a-z]{2}:/, '').replace(/-/g, ' ');

/** Maps an Open Food Facts product (figures per 100 g) to a shared food; null when it lacks a name or its energy. */
export function foodFromOpenFoodFacts(code: string, product: OffProduct): NewSharedFood | null {
  const name = (product.product_name || product.product_name_en || '').trim().slice(0, 200);
  const n = product.nutriments ?? {};
  const calories = number(n['energy-kcal_100g']);
  if (!name || calories === null) return null;
  const sodiumGrams = number(n['sodium_100g']) ?? (number(n['salt_100g']) !== null ? number(n['salt_100g'])! / 2.5 : null);
  const categories = product.categories_tags ?? [];
  return {
    id: randomUUID(),
    barcode: code,
    name,
    brand: product.brands?.split(',')[0]?.trim().slice(0, 200) || null,
    servingSize: 100,
    servingUnit: 'g',
    calories,
    protein: number(n['proteins_100g']) ?? 0,
    carbs: number(n['carbohydrates_100g']) ?? 0,
    fat: number(n['fat_100g']) ?? 0,
    fiber: number(n['fiber_100g']),
    sugar: number(n['sugars_100g']),
    sodium: sodiumGrams === null ? null : Math.round(sodiumGrams * 1000 * 100) / 100,
    saturatedFat: number(n['saturated-fat_100g']),
    ingredients: product.ingredients_text?.trim() || null,
    imageUrl: product.image_url && /^https:\/\//.test(product.image_url) ? product.image_url : null,
    allergens: (product.allergens_tags ?? []).map(tagName),
    category: categories.length ? tagName(categories[categories.length - 1]!).slice(0, 60) : null,
    dataSource: 'openfoodfacts',
    externalId: code,
    verified: false,
  };
}

/** Looks an unknown barcode up in Open Food Facts (FOOD_LOOKUP_URL). Never throws: any failure is "not found". */
@Injectable()
export class FoodLookupService {
  private readonly logger = new Logger(FoodLookupService.name);

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return !['', 'off'].includes(this.config.FOOD_LOOKUP_URL);
  }

  async lookup(code: string): Promise<NewSharedFood | null> {
    if (!this.enabled) return null;
    try {
      const response = await fetch(`${this.config.FOOD_LOOKUP_URL.replace(/\/$/, '')}/${code}.json`, {
        headers: { Accept: 'application/json', 'User-Agent': 'CoachCore/1.0 (nutrition tracker)' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { status?: number; product?: OffProduct };
      if (body.status !== 1 || !body.product) return null;
      return foodFromOpenFoodFacts(code, body.product);
    } catch (error) {
      this.logger.warn(`Barcode lookup of ${code} failed: ${(error as Error).message}`);
      return null;
    }
  }
}
