import { CURSOR_MESSAGES, LIST_PAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { IsBoolean, IsDateString } from 'class-validator';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { ApiDate, ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../common/validation/rules';
import type { ShoppingListItem } from '../entities/shopping-list-item.entity';
import type { ShoppingList } from '../entities/shopping-list.entity';
import { day } from './meal-plan.dto';

/** Generates the week's list from the client's meal plan. */
export class GenerateShoppingListDto {
  /** The first day of the week (7 days from it). */
  @ApiDate()
  @NotBlank({ message: NUTRITION_MESSAGES.weekStartRequired, order: 1 })
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 2 }))
  weekStartDate: string;
}

export class UpdateShoppingListItemDto {
  @IsBoolean(rule({ message: 'isPurchased must be true or false' }))
  isPurchased: boolean;
}

export class ShoppingListItemDto {
  @ApiUuid()
  id: string;
  @ApiUuid({ nullable: true })
  foodId: string | null;
  foodName: string;
  category: string | null;
  /** In `unit`, summed over the week's planned meals. */
  quantity: number;
  unit: string;
  /** Where the food's price is known. */
  estimatedPrice: number | null;
  barcode: string | null;
  brand: string | null;
  isPurchased: boolean;
}

export class ShoppingListCategoryDto {
  /** The foods' category ('other' when it has none). */
  category: string;
  items: ShoppingListItemDto[];
}

/** A page of a client's shopping lists, newest week first ("Load more"). */
export class ListShoppingListsQuery extends CursorPageQuery({ ...LIST_PAGES.shoppingLists, invalidCursor: CURSOR_MESSAGES.shoppingLists }) {}

export class ShoppingListDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiDate()
  weekStartDate: string;
  @ApiDate()
  weekEndDate: string;
  totalEstimatedCost: number | null;
  status: string;
  /** Items grouped by category, categories and foods by name. */
  categories: ShoppingListCategoryDto[];
  @ApiDateTime()
  createdAt: string;
}

export function toShoppingListItem(item: ShoppingListItem): ShoppingListItemDto {
  return {
    id: item.id,
    foodId: item.food?.id ?? null,
    foodName: item.foodName,
    category: item.category ?? null,
    quantity: item.quantity,
    unit: item.unit,
    estimatedPrice: item.estimatedPrice ?? null,
    barcode: item.barcode ?? null,
    brand: item.brand ?? null,
    isPurchased: item.isPurchased,
  };
}

export function toShoppingList(list: ShoppingList, items: ShoppingListItem[]): ShoppingListDto {
  const groups = new Map<string, ShoppingListItemDto[]>();
  for (const item of items
    .map(toShoppingListItem)
    .sort((a, b) => (a.category ?? 'other').localeCompare(b.category ?? 'other') || a.foodName.localeCompare(b.foodName))) {
    const key = item.category ?? 'other';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return {
    id: list.id,
    clientId: list.client.id,
    weekStartDate: day(list.weekStartDate)!,
    weekEndDate: day(list.weekEndDate)!,
    totalEstimatedCost: list.totalEstimatedCost ?? null,
    status: list.status,
    categories: [...groups].map(([category, grouped]) => ({ category, items: grouped })),
    createdAt: list.createdAt.toISOString(),
  };
}
