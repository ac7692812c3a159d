import { Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, goalReached } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { isUuid } from '../../common/http/id-param.pipe';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ClientsService } from './clients.service';
import { toGoalResponse, type CreateGoalDto, type GoalResponseDto, type ListGoalsQuery, type UpdateGoalDto, type UpdateGoalProgressDto } from './dto/goal.dto';
import { ProgressEntriesRepository } from './progress-entries.repository';
import type { Goal } from './entities/goal.entity';
import { GoalsRepository } from './goals.repository';

const day = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : value.slice(0, 10));

@Injectable()
export class GoalsService {
  constructor(
    private readonly goals: GoalsRepository,
    private readonly progressEntries: ProgressEntriesRepository,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async listForClient(tenant: Tenant, clientId: string, query: ListGoalsQuery): Promise<Page<GoalResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return (await this.goals.pageForClient(tenant, client.id, query)).map(toGoalResponse);
  }

  /** The signed-in client's own goals (the client portal); an account no coach has linked has no client record. */
  async listOfSignedInClient(tenant: Tenant, query: ListGoalsQuery): Promise<Page<GoalResponseDto>> {
    return (await this.goals.pageForClient(tenant, signedInClientId(tenant), query)).map(toGoalResponse);
  }

  async create(tenant: Tenant, dto: CreateGoalDto): Promise<GoalResponseDto> {
    if (!isUuid(dto.clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, dto.clientId);
    const goal = this.goals.add(tenant, client, {
      title: dto.title,
      description: dto.description ?? null,
      category: dto.category,
      targetValue: dto.targetValue ?? null,
      currentValue: dto.currentValue ?? null,
      startValue: dto.currentValue ?? null,
      unit: dto.unit ?? null,
      targetDate: day(dto.targetDate) ?? null,
      status: 'active',
    });
    if (this.markAchievedIfReached(goal)) this.recordAchieved(tenant, goal);
    await this.uow.save();
    return toGoalResponse(goal);
  }

  async update(tenant: Tenant, id: string, dto: UpdateGoalDto): Promise<GoalResponseDto> {
    const goal = await this.findOrFail(tenant, id);
    const wasAchieved = goal.status === 'achieved';
    const { targetDate, ...rest } = dto;
    // Only what was sent changes.
    Object.assign(goal, {
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
      ...(targetDate !== undefined ? { targetDate: day(targetDate) } : {}),
    });
    if (goal.status === 'achieved' && !goal.achievedAt) goal.achievedAt = new Date();
    if (goal.status !== 'achieved') goal.achievedAt = null;
    // Progress that reaches the target completes an active goal, unless the status was set explicitly.
    if (dto.status === undefined) this.markAchievedIfReached(goal);
    if (!wasAchieved && goal.status === 'achieved') this.recordAchieved(tenant, goal);
    await this.uow.save();
    return toGoalResponse(goal);
  }

  /**
   * The signed-in client moves one of their own goals on: the new current value (reaching the target achieves an
   * active goal), recorded as a progress entry of type `goal` in the same commit; the coach reads the goal as changed.
   */
  async updateProgressOfSignedInClient(tenant: Tenant, id: string, dto: UpdateGoalProgressDto, now = new Date()): Promise<GoalResponseDto> {
    const clientId = signedInClientId(tenant);
    const goal = await this.findOrFail(tenant, id);
    // The tenant already narrows a client user to their own record; the goal's client is checked all the same.
    if (goal.client.id !== clientId) throw new NotFoundException(CLIENT_MESSAGES.goalNotFound);
    const wasAchieved = goal.status === 'achieved';
    goal.currentValue = dto.currentValue ?? null;
    this.markAchievedIfReached(goal);
    if (!wasAchieved && goal.status === 'achieved') this.recordAchieved(tenant, goal);
    this.progressEntries.add(tenant, goal.client, {
      type: 'goal',
      value: goal.currentValue ?? null,
      unit: goal.unit ?? null,
      notes: dto.notes?.trim() ? `${goal.title}: ${dto.notes.trim()}` : goal.title,
      recordedAt: now,
    });
    await this.uow.save();
    return toGoalResponse(goal);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const goal = await this.findOrFail(tenant, id);
    await this.goals.removeGoal(tenant, goal);
  }

  private async findOrFail(tenant: Tenant, id: string): Promise<Goal> {
    // A client user's tenant reaches only their own client's goals (the entity's `client` path).
    const goal = await this.goals.findById(tenant, id);
    if (!goal) throw new NotFoundException(CLIENT_MESSAGES.goalNotFound);
    return goal;
  }

  private markAchievedIfReached(goal: Goal): boolean {
    if (goal.status !== 'active') return false;
    if (!goalReached({ currentValue: goal.currentValue ?? null, targetValue: goal.targetValue ?? null, startValue: goal.startValue ?? null })) return false;
    goal.status = 'achieved';
    goal.achievedAt = new Date();
    return true;
  }

  private recordAchieved(tenant: Tenant, goal: Goal): void {
    this.events.record('goal_achieved', { businessId: tenant.businessId, clientId: goal.client.id, goalId: goal.id, title: goal.title });
  }
}
