import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { NUTRITION_MESSAGES, barcodeProblem } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { toFoodResponse, type CreateFoodDto, type FoodResponseDto, type SearchFoodsQuery } from './dto/food.dto';
import type { Food } from './entities/food.entity';
import { FoodLookupService } from './food-lookup.service';
import { FoodsRepository } from './foods.repository';

/** The food database: search, barcodes (with the Open Food Facts lookup) and foods entered by hand. */
@Injectable()
export class FoodsService {
  constructor(
    private readonly foods: FoodsRepository,
    private readonly lookup: FoodLookupService,
    private readonly uow: UnitOfWork,
  ) {}

  async search(tenant: Tenant, query: SearchFoodsQuery): Promise<Page<FoodResponseDto>> {
    return (await this.foods.search(tenant, query)).map(toFoodResponse);
  }

  async get(tenant: Tenant, id: string): Promise<FoodResponseDto> {
    return toFoodResponse(await this.findOrFail(tenant, id));
  }

  /**
   * The food with this barcode: the business's own, else the shared one, else the one Open Food Facts knows (stored
   * for everyone). 404 when nobody knows it, so the person enters it by hand.
   */
  async byBarcode(tenant: Tenant, code: string): Promise<FoodResponseDto> {
    const problem = barcodeProblem(code);
    if (problem) throw new BadRequestException(problem);
    const known = await this.foods.findByBarcode(tenant, code);
    if (known) return toFoodResponse(known);
    const found = await this.lookup.lookup(code);
    if (!found) throw new NotFoundException(NUTRITION_MESSAGES.barcodeNotFound);
    return toFoodResponse(await this.foods.storeShared(tenant, found));
  }

  async create(tenant: Tenant, dto: CreateFoodDto): Promise<FoodResponseDto> {
    if (dto.barcode && (await this.foods.findByBarcode(tenant, dto.barcode))) throw new ConflictException(NUTRITION_MESSAGES.barcodeTaken);
    const fields = {
      name: dto.name,
      brand: dto.brand ?? null,
      barcode: dto.barcode ?? null,
      description: dto.description ?? null,
      servingSize: dto.servingSize,
      servingUnit: dto.servingUnit || 'g',
      calories: dto.calories,
      protein: dto.protein ?? 0,
      carbs: dto.carbs ?? 0,
      fat: dto.fat ?? 0,
      fiber: dto.fiber ?? null,
      sugar: dto.sugar ?? null,
      sodium: dto.sodium ?? null,
      price: dto.price ?? null,
      category: dto.category ?? null,
      dataSource: 'custom' as const,
      verified: false,
    };
    try {
      // Its own transaction: a barcode taken meanwhile (two saves racing) rolls back with nothing left staged.
      return toFoodResponse(await this.uow.transaction(async () => this.foods.add(tenant, fields)));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(NUTRITION_MESSAGES.barcodeTaken);
      throw error;
    }
  }

  /** A food the tenant may use, or null (shopping lists keep going without a removed food). */
  findVisibleOrNull(tenant: TenantScope, id: string): Promise<Food | null> {
    return this.foods.findVisible(tenant, id);
  }

  /** For the meals and the food log: a food the tenant may use, or 404. */
  async findOrFail(tenant: TenantScope, id: string): Promise<Food> {
    const food = await this.foods.findVisible(tenant, id);
    if (!food) throw new NotFoundException(NUTRITION_MESSAGES.foodNotFound);
    return food;
  }
}
