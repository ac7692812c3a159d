import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES, SAMPLE_FEATURED_PLANS } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { ClientsService } from '../clients/clients.service';
import { ClientMealPlansRepository } from './client-meal-plans.repository';
import {
  day,
  toClientMealPlanResponse,
  toFeaturedPlan,
  toMealPlanDetail,
  toMealPlanResponse,
  toSampleFeaturedPlan,
  type AssignMealPlanDto,
  type ClientMealPlanResponseDto,
  type CreateMealPlanDto,
  type FeaturedPlanDto,
  type ListMealPlanAssignmentsQuery,
  type ListMealPlansQuery,
  type MealPlanDetailDto,
  type MealPlanResponseDto,
  type PlanMealInput,
  type UpdateMealPlanDto,
} from './dto/meal-plan.dto';
import type { ClientMealPlan } from './entities/client-meal-plan.entity';
import type { MealPlan } from './entities/meal-plan.entity';
import type { MealPlanMeal } from './entities/meal-plan-meal.entity';
import { MealPlanMealsRepository } from './meal-plan-meals.repository';
import { MealPlansRepository } from './meal-plans.repository';
import { MealsService } from './meals.service';
import { addDays, daysBetween } from './nutrition-dates';

const FEATURED_LIMIT = 4;

/** A plan with the meals placed in it. */
export interface PlanWithMeals {
  plan: MealPlan;
  entries: MealPlanMeal[];
}

/** The meal plan builder, templates, duplicates and assignments to clients. */
@Injectable()
export class MealPlansService {
  constructor(
    private readonly plans: MealPlansRepository,
    private readonly entries: MealPlanMealsRepository,
    private readonly assignments: ClientMealPlansRepository,
    private readonly meals: MealsService,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListMealPlansQuery): Promise<Page<MealPlanResponseDto>> {
    const page = await this.plans.page(tenant, query);
    const counts = await this.entries.countPerPlan(
      tenant,
      page.items.map((plan) => plan.id),
    );
    return page.map((plan) => toMealPlanResponse(plan, counts.get(plan.id) ?? 0));
  }

  async get(tenant: Tenant, id: string): Promise<MealPlanDetailDto> {
    const plan = await this.findOrFail(tenant, id);
    return toMealPlanDetail(plan, await this.entries.forPlan(tenant, plan.id));
  }

  async create(tenant: Tenant, dto: CreateMealPlanDto): Promise<MealPlanDetailDto> {
    const plan = this.plans.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      targetCalories: dto.targetCalories ?? null,
      targetProtein: dto.targetProtein ?? null,
      targetCarbs: dto.targetCarbs ?? null,
      targetFat: dto.targetFat ?? null,
      duration: dto.duration ?? 7,
      isTemplate: dto.isTemplate ?? false,
    });
    await this.placeMeals(tenant, plan, dto.meals ?? []);
    await this.uow.save();
    return this.get(tenant, plan.id);
  }

  async update(tenant: Tenant, id: string, dto: UpdateMealPlanDto): Promise<MealPlanDetailDto> {
    const plan = await this.findOrFail(tenant, id);
    const { meals, ...fields } = dto;
    Object.assign(plan, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (meals) await this.placeMeals(tenant, plan, meals);
    else if ((await this.entries.forPlan(tenant, plan.id)).some((entry) => entry.day > plan.duration))
      throw new BadRequestException(NUTRITION_MESSAGES.planDayRange);
    await this.uow.save();
    return this.get(tenant, plan.id);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    await this.plans.removePlan(tenant, await this.findOrFail(tenant, id));
  }

  /** A copy with the same targets and meals, named '<name> (copy)', never a template. */
  async duplicate(tenant: Tenant, id: string): Promise<MealPlanDetailDto> {
    const source = await this.findOrFail(tenant, id);
    const copy = this.plans.add(tenant, {
      name: `${source.name} (copy)`.slice(0, 200),
      description: source.description ?? null,
      targetCalories: source.targetCalories ?? null,
      targetProtein: source.targetProtein ?? null,
      targetCarbs: source.targetCarbs ?? null,
      targetFat: source.targetFat ?? null,
      duration: source.duration,
      isTemplate: false,
    });
    for (const entry of await this.entries.forPlan(tenant, source.id)) {
      this.entries.place(tenant, copy, { meal: entry.meal, day: entry.day, mealType: entry.mealType, orderIndex: entry.orderIndex });
    }
    await this.uow.save();
    return this.get(tenant, copy.id);
  }

  /** The business's own templates; the spec's two sample plans (no id) while it has none. */
  async featured(tenant: TenantScope): Promise<FeaturedPlanDto[]> {
    const templates = await this.plans.templates(tenant, FEATURED_LIMIT);
    if (!templates.length) return SAMPLE_FEATURED_PLANS.map(toSampleFeaturedPlan);
    return templates.map(toFeaturedPlan);
  }

  /** Assigns the plan to a client from a day, with `meal_plan_assigned`; the same plan from the same day twice is refused (409). */
  async assign(tenant: Tenant, id: string, dto: AssignMealPlanDto): Promise<ClientMealPlanResponseDto> {
    const plan = await this.findOrFail(tenant, id);
    if (!isUuid(dto.clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, dto.clientId);
    const startDate = dto.startDate.slice(0, 10);
    const endDate = dto.endDate ? dto.endDate.slice(0, 10) : addDays(startDate, plan.duration - 1);
    if (endDate < startDate) throw new BadRequestException(NUTRITION_MESSAGES.endBeforeStart);
    try {
      // Its own transaction: the same plan from the same day assigned meanwhile rolls back with nothing left staged.
      const assignment = await this.uow.transaction(async () => {
        const added = this.assignments.add(tenant, client, plan, { startDate, endDate });
        this.events.record('meal_plan_assigned', {
          businessId: tenant.businessId,
          clientId: client.id,
          clientMealPlanId: added.id,
          mealPlanId: plan.id,
          startDate,
          endDate,
        });
        return added;
      });
      return toClientMealPlanResponse(assignment);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(NUTRITION_MESSAGES.planAlreadyAssigned);
      throw error;
    }
  }

  async assignmentsForClient(tenant: Tenant, clientId: string, query: ListMealPlanAssignmentsQuery): Promise<Page<ClientMealPlanResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return (await this.assignments.pageForClient(tenant, client.id, query)).map(toClientMealPlanResponse);
  }

  /** Ends an assignment: the plan no longer applies to the client. */
  async unassign(tenant: Tenant, assignmentId: string): Promise<void> {
    const assignment = await this.assignments.findById(tenant, assignmentId);
    if (!assignment) throw new NotFoundException(NUTRITION_MESSAGES.assignmentNotFound);
    await this.assignments.removeAssignment(tenant, assignment);
  }

  /** The assignment that applies to a client on a day, with its plan's meals. */
  async currentFor(tenant: TenantScope, clientId: string, onDay: string): Promise<(PlanWithMeals & { assignment: ClientMealPlan }) | null> {
    const assignment = await this.assignments.current(tenant, clientId, onDay);
    if (!assignment) return null;
    return { assignment, plan: assignment.mealPlan, entries: await this.entries.forPlan(tenant, assignment.mealPlan.id) };
  }

  /**
   * The client's plan on `onDay` with which day of it that is (1 to its duration: the plan repeats from its start
   * date), and that day's meals; null without a plan that day.
   */
  async dayFor(tenant: TenantScope, clientId: string, onDay: string): Promise<(PlanWithMeals & { assignment: ClientMealPlan; dayNumber: number }) | null> {
    const current = await this.currentFor(tenant, clientId, onDay);
    if (!current) return null;
    const dayNumber = (daysBetween(day(current.assignment.startDate)!, onDay) % current.plan.duration) + 1;
    return { ...current, dayNumber, entries: current.entries.filter((entry) => entry.day === dayNumber) };
  }

  countClientsWithPlan(tenant: TenantScope, onDay: string): Promise<number> {
    return this.assignments.countClientsWithPlan(tenant, onDay);
  }

  countInTenant(tenant: TenantScope): Promise<number> {
    return this.plans.countInTenant(tenant);
  }

  listAssignments(tenant: TenantScope, clientId: string): Promise<ClientMealPlan[]> {
    return this.assignments.listForClient(tenant, clientId);
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<MealPlan> {
    const plan = await this.plans.findById(tenant, id);
    if (!plan) throw new NotFoundException(NUTRITION_MESSAGES.mealPlanNotFound);
    return plan;
  }

  /** Replaces the plan's meals; every meal must be the business's and on a day of the plan. */
  private async placeMeals(tenant: TenantScope, plan: MealPlan, inputs: PlanMealInput[]): Promise<void> {
    if (inputs.some((input) => input.day > plan.duration)) throw new BadRequestException(NUTRITION_MESSAGES.planDayRange);
    const meals = await this.meals.findManyOrFail(
      tenant,
      inputs.map((input) => input.mealId.toLowerCase()),
    );
    await this.entries.clear(tenant, plan.id);
    inputs.forEach((input, index) => {
      this.entries.place(tenant, plan, {
        meal: meals.get(input.mealId.toLowerCase())!,
        day: input.day,
        mealType: input.mealType,
        orderIndex: input.orderIndex ?? index,
      });
    });
  }
}
