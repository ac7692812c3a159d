import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { isUuid } from '../../common/http/id-param.pipe';
import { ClientsService } from '../clients/clients.service';
import { ClientRecipePacksRepository } from './client-recipe-packs.repository';
import {
  toClientRecipePack,
  toRecipePack,
  type AssignRecipePackDto,
  type ClientRecipePackDto,
  type CreateRecipePackDto,
  type ListClientRecipePacksQuery,
  type ListRecipePacksQuery,
  type PackMealInput,
  type RecipePackDto,
  type UpdateClientRecipePackDto,
  type UpdateRecipePackDto,
} from './dto/recipe-pack.dto';
import type { RecipePack } from './entities/recipe-pack.entity';
import { MealsService } from './meals.service';
import { todayUtc } from './nutrition-dates';
import { RecipePackMealsRepository } from './recipe-pack-meals.repository';
import { RecipePacksRepository } from './recipe-packs.repository';

/** Recipe packs: built from the business's meals, assigned to clients, followed by them. */
@Injectable()
export class RecipePacksService {
  constructor(
    private readonly packs: RecipePacksRepository,
    private readonly entries: RecipePackMealsRepository,
    private readonly assignments: ClientRecipePacksRepository,
    private readonly meals: MealsService,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListRecipePacksQuery): Promise<Page<RecipePackDto>> {
    const packs = await this.packs.pageInTenant(tenant, query);
    const entries = await this.entries.forPacks(
      tenant,
      packs.items.map((pack) => pack.id),
    );
    return packs.map((pack) =>
      toRecipePack(
        pack,
        entries.filter((entry) => entry.recipePack.id === pack.id),
      ),
    );
  }

  async get(tenant: Tenant, id: string): Promise<RecipePackDto> {
    const pack = await this.findOrFail(tenant, id);
    return toRecipePack(pack, await this.entries.forPacks(tenant, [pack.id]));
  }

  async create(tenant: Tenant, dto: CreateRecipePackDto): Promise<RecipePackDto> {
    const pack = this.packs.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      theme: dto.theme ?? null,
      difficulty: dto.difficulty ?? 'beginner',
      servings: dto.servings ?? 4,
      tags: dto.tags ?? [],
      isPublic: dto.isPublic ?? false,
    });
    await this.placeMeals(tenant, pack, dto.meals ?? []);
    await this.uow.save();
    return this.get(tenant, pack.id);
  }

  async update(tenant: Tenant, id: string, dto: UpdateRecipePackDto): Promise<RecipePackDto> {
    const pack = await this.findOrFail(tenant, id);
    const { meals, ...fields } = dto;
    Object.assign(pack, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (meals) await this.placeMeals(tenant, pack, meals);
    await this.uow.save();
    return this.get(tenant, pack.id);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    await this.packs.removePack(tenant, await this.findOrFail(tenant, id));
  }

  async assign(tenant: Tenant, id: string, dto: AssignRecipePackDto): Promise<ClientRecipePackDto> {
    const pack = await this.findOrFail(tenant, id);
    if (!isUuid(dto.clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, dto.clientId);
    try {
      // Its own transaction: the same pack assigned meanwhile (two clicks) rolls back with nothing left staged.
      const assignment = await this.uow.transaction(async () =>
        this.assignments.add(tenant, client, pack, { assignedDate: todayUtc(), startDate: dto.startDate?.slice(0, 10) ?? null }),
      );
      return toClientRecipePack(assignment, await this.entries.forPacks(tenant, [pack.id]));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(NUTRITION_MESSAGES.packAlreadyAssigned);
      throw error;
    }
  }

  async forClient(tenant: Tenant, clientId: string, query: ListClientRecipePacksQuery): Promise<Page<ClientRecipePackDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const assigned = await this.assignments.pageForClient(tenant, client.id, query);
    const entries = await this.entries.forPacks(
      tenant,
      assigned.items.map((assignment) => assignment.recipePack.id),
    );
    return assigned.map((assignment) =>
      toClientRecipePack(
        assignment,
        entries.filter((entry) => entry.recipePack.id === assignment.recipePack.id),
      ),
    );
  }

  /** The signed-in client's packs. */
  own(tenant: Tenant, query: ListClientRecipePacksQuery): Promise<Page<ClientRecipePackDto>> {
    return this.forClient(tenant, ownClientId(tenant), query);
  }

  /** The client records progress (100 completes the pack, more than 0 starts it), a status or feedback. */
  async updateOwn(tenant: Tenant, id: string, dto: UpdateClientRecipePackDto): Promise<ClientRecipePackDto> {
    const assignment = await this.assignments.findForClient(tenant, ownClientId(tenant), id);
    if (!assignment) throw new NotFoundException(NUTRITION_MESSAGES.packAssignmentNotFound);
    if (dto.progress !== undefined) {
      assignment.progress = dto.progress;
      assignment.status = dto.progress >= 100 ? 'completed' : dto.progress > 0 ? 'in_progress' : 'assigned';
    }
    if (dto.status !== undefined) assignment.status = dto.status;
    if (dto.status === 'completed') assignment.progress = 100;
    if (dto.feedback !== undefined) assignment.feedback = dto.feedback;
    await this.uow.save();
    return toClientRecipePack(assignment, await this.entries.forPacks(tenant, [assignment.recipePack.id]));
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<RecipePack> {
    const pack = await this.packs.findById(tenant, id);
    if (!pack) throw new NotFoundException(NUTRITION_MESSAGES.recipePackNotFound);
    return pack;
  }

  /** Replaces the pack's recipes; every meal must be the business's. The total prep time follows the recipes. */
  private async placeMeals(tenant: TenantScope, pack: RecipePack, inputs: PackMealInput[]): Promise<void> {
    const meals = await this.meals.findManyOrFail(
      tenant,
      inputs.map((input) => input.mealId.toLowerCase()),
    );
    await this.entries.clear(tenant, pack.id);
    inputs.forEach((input, orderIndex) => {
      this.entries.place(tenant, pack, { meal: meals.get(input.mealId.toLowerCase())!, dayNumber: input.dayNumber, mealType: input.mealType, orderIndex });
    });
    const minutes = inputs.map((input) => meals.get(input.mealId.toLowerCase())!).reduce((sum, meal) => sum + (meal.prepTime ?? 0) + (meal.cookTime ?? 0), 0);
    pack.prepTimeTotal = inputs.length ? minutes : null;
  }
}

function ownClientId(tenant: Tenant): string {
  if (!tenant.clientId) throw new ForbiddenException('Only a client account has recipe packs');
  return tenant.clientId;
}
