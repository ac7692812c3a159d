import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { NUTRITION_MESSAGES, nutrientsFor, sumNutrients } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { toFoodLogEntry, toLoggedFood, type CreateFoodLogDto, type FoodLogDayDto, type FoodLogEntryDto, type LoggedFoodDto } from './dto/food-log.dto';
import { FoodLogRepository } from './food-log.repository';
import { FoodsService } from './foods.service';
import { MacroGoalsService } from './macro-goals.service';
import { todayUtc } from './nutrition-dates';

const LOGGED_FOODS_LIMIT = 10;

/** The client's own food log (a client user logs for their own record only). */
@Injectable()
export class FoodLogService {
  constructor(
    private readonly log: FoodLogRepository,
    private readonly foods: FoodsService,
    private readonly goals: MacroGoalsService,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Logs an entry. With an `idempotencyKey` (the offline queue sends one per entry), a replay answers the entry already
   * stored under it: checked first, and enforced by the unique (client, key) constraint when two copies race.
   */
  async add(tenant: Tenant, dto: CreateFoodLogDto): Promise<FoodLogEntryDto> {
    const key = dto.idempotencyKey?.toLowerCase() ?? null;
    if (key) {
      const replayed = await this.log.findByIdempotencyKey(tenant, ownClientId(tenant), key);
      if (replayed) return toFoodLogEntry(replayed);
    }
    try {
      // In a transaction of its own: a failed insert leaves nothing staged behind for the re-read below.
      return await this.uow.transaction(() => this.addNew(tenant, dto, key));
    } catch (error) {
      if (!key || !(error instanceof UniqueConstraintViolationException)) throw error;
      // The same entry, sent twice at once: the other copy committed it.
      const replayed = await this.log.findByIdempotencyKey(tenant, ownClientId(tenant), key);
      if (!replayed) throw error;
      return toFoodLogEntry(replayed);
    }
  }

  private async addNew(tenant: Tenant, dto: CreateFoodLogDto, idempotencyKey: string | null): Promise<FoodLogEntryDto> {
    const client = await this.clients.findOrFail(tenant, ownClientId(tenant));
    const food = await this.foods.findOrFail(tenant, dto.foodId);
    const nutrients = nutrientsFor(
      {
        servingSize: food.servingSize,
        calories: food.calories,
        protein: food.protein,
        carbs: food.carbs,
        fat: food.fat,
        fiber: food.fiber ?? 0,
      },
      dto.servingSize,
    );
    const entry = this.log.add(tenant, client, {
      food,
      foodName: food.name,
      logDate: dto.logDate?.slice(0, 10) ?? todayUtc(),
      mealType: dto.mealType,
      servingSize: dto.servingSize,
      servingUnit: food.servingUnit,
      actualCalories: nutrients.calories,
      actualProtein: nutrients.protein,
      actualCarbs: nutrients.carbs,
      actualFat: nutrients.fat,
      scanMethod: dto.scanMethod ?? 'search',
      barcode: dto.barcode ?? (dto.scanMethod === 'barcode' ? (food.barcode ?? null) : null),
      notes: dto.notes ?? null,
      idempotencyKey,
    });
    this.events.record('food_logged', {
      businessId: tenant.businessId,
      clientId: client.id,
      foodLogEntryId: entry.id,
      foodId: food.id,
      logDate: entry.logDate,
      mealType: entry.mealType,
    });
    return toFoodLogEntry(entry);
  }

  async day(tenant: Tenant, date = todayUtc()): Promise<FoodLogDayDto> {
    const clientId = ownClientId(tenant);
    const [entries, goal] = await Promise.all([this.log.forDay(tenant, clientId, date), this.goals.current(tenant, clientId, date)]);
    const answered = entries.map(toFoodLogEntry);
    const totals = sumNutrients(
      answered.map((entry) => ({ calories: entry.actualCalories, protein: entry.actualProtein, carbs: entry.actualCarbs, fat: entry.actualFat, fiber: 0 })),
    );
    return { date, entries: answered, totals: { calories: totals.calories, protein: totals.protein, carbs: totals.carbs, fat: totals.fat }, goal };
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const entry = await this.log.findForClient(tenant, ownClientId(tenant), id);
    if (!entry) throw new NotFoundException(NUTRITION_MESSAGES.logEntryNotFound);
    await this.log.removeEntry(tenant, entry);
  }

  async loggedFoods(tenant: Tenant, order: 'recent' | 'frequent'): Promise<LoggedFoodDto[]> {
    const foods = await this.log.loggedFoods(tenant, ownClientId(tenant), order, LOGGED_FOODS_LIMIT);
    return foods.map(toLoggedFood);
  }
}

/** A client user's own record (the access guard resolved it). */
export function ownClientId(tenant: Tenant): string {
  if (!tenant.clientId) throw new ForbiddenException('Only a client account has a food log');
  return tenant.clientId;
}
