import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { CURSOR_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant } from '../../common/http/authenticated-request';
import { cursorPageOrFail, CursorPage } from '../../common/http/cursor-pagination';
import { ClientsService } from '../clients/clients.service';
import { toShoppingList, toShoppingListItem, type ListShoppingListsQuery, type ShoppingListDto, type ShoppingListItemDto } from './dto/shopping-list.dto';
import type { ShoppingList } from './entities/shopping-list.entity';
import { FoodsService } from './foods.service';
import { MealPlansService } from './meal-plans.service';
import { addDays, daysBetween } from './nutrition-dates';
import { ShoppingListItemsRepository, type NewShoppingListItem } from './shopping-list-items.repository';
import { ShoppingListsRepository } from './shopping-lists.repository';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** How much of each food the week's planned meals need: one serving of each placed meal. */
export interface WeeklyNeed {
  foodId: string;
  quantity: number;
}

/** Weekly shopping lists generated from a client's meal plan; the client ticks items off. */
@Injectable()
export class ShoppingListsService {
  constructor(
    private readonly lists: ShoppingListsRepository,
    private readonly items: ShoppingListItemsRepository,
    private readonly plans: MealPlansService,
    private readonly foods: FoodsService,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Sums, per food, the ingredients of the meals planned on each day of the week (an ingredient's quantity divided
   * by its meal's servings, as a placed meal is one serving), with the estimated cost where the food's price is known.
   */
  async generate(tenant: Tenant, clientId: string, weekStartDate: string): Promise<ShoppingListDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const weekStart = weekStartDate.slice(0, 10);
    const needs = new Map<string, number>();
    for (let offset = 0; offset < 7; offset += 1) {
      const onDay = addDays(weekStart, offset);
      const current = await this.plans.currentFor(tenant, client.id, onDay);
      if (!current) continue;
      const dayNumber = (daysBetween(String(current.assignment.startDate).slice(0, 10), onDay) % current.plan.duration) + 1;
      for (const entry of current.entries.filter((placed) => placed.day === dayNumber)) {
        const servings = entry.meal.servings || 1;
        for (const ingredient of entry.meal.ingredients) needs.set(ingredient.foodId, (needs.get(ingredient.foodId) ?? 0) + ingredient.quantity / servings);
      }
    }
    if (!needs.size) throw new BadRequestException(NUTRITION_MESSAGES.noPlanThatWeek);

    const lines: NewShoppingListItem[] = [];
    let total: number | null = null;
    for (const [foodId, quantity] of needs) {
      const food = await this.foods.findVisibleOrNull(tenant, foodId);
      const price = food?.price == null ? null : round2((food.price * quantity) / food.servingSize);
      if (price !== null) total = round2((total ?? 0) + price);
      lines.push({
        food: food ?? null,
        foodName: food?.name ?? 'Removed food',
        category: food?.category ?? null,
        quantity: round2(quantity),
        unit: food?.servingUnit ?? 'g',
        estimatedPrice: price,
        barcode: food?.barcode ?? null,
        brand: food?.brand ?? null,
      });
    }
    try {
      // Its own transaction: the same week generated meanwhile (two clicks) rolls back with nothing left staged.
      const { list, items } = await this.uow.transaction(async () => {
        const list = this.lists.add(tenant, client, {
          weekStartDate: weekStart,
          weekEndDate: addDays(weekStart, 6),
          status: 'draft',
          totalEstimatedCost: total,
        });
        return { list, items: lines.map((line) => this.items.add(tenant, list, line)) };
      });
      return toShoppingList(list, items);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(NUTRITION_MESSAGES.shoppingListExists);
      throw error;
    }
  }

  async listForClient(tenant: Tenant, clientId: string, query: ListShoppingListsQuery): Promise<CursorPage<ShoppingListDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const page = cursorPageOrFail(await this.lists.pageForClient(tenant, client.id, query), CURSOR_MESSAGES.shoppingLists);
    return new CursorPage(await this.withItems(tenant, page.items), page.nextCursor);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const list = await this.lists.findById(tenant, id);
    if (!list) throw new NotFoundException(NUTRITION_MESSAGES.shoppingListNotFound);
    await this.lists.removeList(tenant, list);
  }

  /** The signed-in client's own lists. */
  async own(tenant: Tenant, query: ListShoppingListsQuery): Promise<CursorPage<ShoppingListDto>> {
    return this.listForClient(tenant, ownClientId(tenant), query);
  }

  /** The client ticks an item of their own list off (or back on). */
  async setPurchased(tenant: Tenant, itemId: string, isPurchased: boolean): Promise<ShoppingListItemDto> {
    const item = await this.items.findForClient(tenant, ownClientId(tenant), itemId);
    if (!item) throw new NotFoundException(NUTRITION_MESSAGES.shoppingItemNotFound);
    item.isPurchased = isPurchased;
    await this.uow.save();
    return toShoppingListItem(item);
  }

  private async withItems(tenant: Tenant, lists: ShoppingList[]): Promise<ShoppingListDto[]> {
    const items = await this.items.forLists(
      tenant,
      lists.map((list) => list.id),
    );
    return lists.map((list) =>
      toShoppingList(
        list,
        items.filter((item) => item.shoppingList.id === list.id),
      ),
    );
  }
}

function ownClientId(tenant: Tenant): string {
  if (!tenant.clientId) throw new ForbiddenException('Only a client account has shopping lists');
  return tenant.clientId;
}
