import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, goalProgress, goalReached } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import { toDecimal, toNumber } from '../../common/validation/transforms';
import { ClientsService } from './clients.service';
import type { CreateGoalDto, GoalResponseDto, UpdateGoalDto } from './dto/goal.dto';
import { Goal } from './entities/goal.entity';

const day = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : value.slice(0, 10));

export function toGoalResponse(goal: Goal): GoalResponseDto {
  const numbers = { currentValue: toNumber(goal.currentValue), targetValue: toNumber(goal.targetValue), startValue: toNumber(goal.startValue) };
  return {
    id: goal.id,
    clientId: goal.client.id,
    title: goal.title,
    description: goal.description ?? null,
    category: goal.category,
    ...numbers,
    unit: goal.unit ?? null,
    targetDate: goal.targetDate ? String(goal.targetDate).slice(0, 10) : null,
    status: goal.status,
    progress: goal.status === 'achieved' ? 100 : goalProgress(numbers),
    achievedAt: goal.achievedAt?.toISOString() ?? null,
    createdAt: goal.createdAt.toISOString(),
    updatedAt: goal.updatedAt.toISOString(),
  };
}

@Injectable()
export class GoalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
  ) {}

  async listForClient(tenant: Tenant, clientId: string): Promise<GoalResponseDto[]> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const goals = await this.em.find(Goal, { client }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return goals.map(toGoalResponse);
  }

  async create(tenant: Tenant, dto: CreateGoalDto): Promise<GoalResponseDto> {
    if (!isUuid(dto.clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, dto.clientId);
    const goal = this.em.create(Goal, {
      client,
      title: dto.title,
      description: dto.description ?? null,
      category: dto.category,
      targetValue: toDecimal(dto.targetValue) ?? null,
      currentValue: toDecimal(dto.currentValue) ?? null,
      startValue: toDecimal(dto.currentValue) ?? null,
      unit: dto.unit ?? null,
      targetDate: day(dto.targetDate) ?? null,
      status: 'active',
    });
    if (this.markAchievedIfReached(goal)) this.recordAchieved(tenant, goal);
    await this.em.persist(goal).flush();
    return toGoalResponse(goal);
  }

  async update(tenant: Tenant, id: string, dto: UpdateGoalDto): Promise<GoalResponseDto> {
    const goal = await this.findOrFail(tenant, id);
    const wasAchieved = goal.status === 'achieved';
    this.em.assign(goal, {
      ...(dto.title !== undefined ? { title: dto.title } : {}),
      ...(dto.description !== undefined ? { description: dto.description } : {}),
      ...(dto.category !== undefined ? { category: dto.category } : {}),
      ...(dto.unit !== undefined ? { unit: dto.unit } : {}),
      ...(dto.targetValue !== undefined ? { targetValue: toDecimal(dto.targetValue) } : {}),
      ...(dto.currentValue !== undefined ? { currentValue: toDecimal(dto.currentValue) } : {}),
      ...(dto.targetDate !== undefined ? { targetDate: day(dto.targetDate) } : {}),
      ...(dto.status !== undefined ? { status: dto.status } : {}),
    });
    if (goal.status === 'achieved' && !goal.achievedAt) goal.achievedAt = new Date();
    if (goal.status !== 'achieved') goal.achievedAt = null;
    // Progress that reaches the target completes an active goal, unless the status was set explicitly.
    if (dto.status === undefined) this.markAchievedIfReached(goal);
    if (!wasAchieved && goal.status === 'achieved') this.recordAchieved(tenant, goal);
    await this.em.flush();
    return toGoalResponse(goal);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const goal = await this.findOrFail(tenant, id);
    await this.em.remove(goal).flush();
  }

  private async findOrFail(tenant: Tenant, id: string): Promise<Goal> {
    const goal = await this.em.findOne(Goal, { id, client: { coach: tenant.businessId } }, { populate: ['client'] });
    if (!goal || (tenant.clientId && goal.client.id !== tenant.clientId)) throw new NotFoundException(CLIENT_MESSAGES.goalNotFound);
    return goal;
  }

  private markAchievedIfReached(goal: Goal): boolean {
    if (goal.status !== 'active') return false;
    const reached = goalReached({ currentValue: toNumber(goal.currentValue), targetValue: toNumber(goal.targetValue), startValue: toNumber(goal.startValue) });
    if (!reached) return false;
    goal.status = 'achieved';
    goal.achievedAt = new Date();
    return true;
  }

  private recordAchieved(tenant: Tenant, goal: Goal): void {
    this.events.record(this.em, 'goal_achieved', { businessId: tenant.businessId, clientId: goal.client.id, goalId: goal.id, title: goal.title });
  }
}
