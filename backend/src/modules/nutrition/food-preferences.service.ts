import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { ClientsService } from '../clients/clients.service';
import { toFoodPreference, type CreateFoodPreferenceDto, type FoodPreferenceDto, type ListFoodPreferencesQuery } from './dto/food-preference.dto';
import { FoodPreferencesRepository } from './food-preferences.repository';
import { FoodsService } from './foods.service';

/** A client's food likes, dislikes and allergies, which the coach plans around. */
@Injectable()
export class FoodPreferencesService {
  constructor(
    private readonly preferences: FoodPreferencesRepository,
    private readonly foods: FoodsService,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, clientId: string, query: ListFoodPreferencesQuery): Promise<Page<FoodPreferenceDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return (await this.preferences.pageForClient(tenant, client.id, query)).map(toFoodPreference);
  }

  async create(tenant: Tenant, clientId: string, dto: CreateFoodPreferenceDto): Promise<FoodPreferenceDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const food = dto.foodId ? await this.foods.findOrFail(tenant, dto.foodId) : null;
    const foodName = food?.name ?? dto.foodName?.trim();
    if (!foodName) throw new BadRequestException(NUTRITION_MESSAGES.preferenceFoodRequired);
    const preference = this.preferences.add(tenant, client, {
      food,
      foodName,
      preferenceType: dto.preferenceType,
      intensity: dto.intensity ?? 5,
      notes: dto.notes ?? null,
    });
    await this.uow.save();
    return toFoodPreference(preference);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const preference = await this.preferences.findById(tenant, id);
    if (!preference) throw new NotFoundException(NUTRITION_MESSAGES.preferenceNotFound);
    await this.preferences.removePreference(tenant, preference);
  }
}
