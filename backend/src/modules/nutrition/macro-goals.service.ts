import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { ClientsService } from '../clients/clients.service';
import { toMacroGoalResponse, type CreateMacroGoalDto, type ListMacroGoalsQuery, type MacroGoalResponseDto } from './dto/macro-goal.dto';
import { MacroGoalsRepository } from './macro-goals.repository';
import { todayUtc } from './nutrition-dates';

/** Daily calorie and macro goals per client; the newest effective one applies. */
@Injectable()
export class MacroGoalsService {
  constructor(
    private readonly goals: MacroGoalsRepository,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  async create(tenant: Tenant, clientId: string, dto: CreateMacroGoalDto): Promise<MacroGoalResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const goal = this.goals.add(tenant, client, {
      dailyCalories: dto.dailyCalories,
      dailyProtein: dto.dailyProtein,
      dailyCarbs: dto.dailyCarbs,
      dailyFat: dto.dailyFat,
      weeklyCalories: dto.weeklyCalories ?? null,
      effectiveDate: dto.effectiveDate?.slice(0, 10) ?? todayUtc(),
      notes: dto.notes ?? null,
      isActive: true,
    });
    await this.uow.save();
    return toMacroGoalResponse(goal);
  }

  async list(tenant: Tenant, clientId: string, query: ListMacroGoalsQuery): Promise<Page<MacroGoalResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    return (await this.goals.pageForClient(tenant, client.id, query)).map(toMacroGoalResponse);
  }

  /** The goal in effect on a day, or null. */
  async current(tenant: TenantScope, clientId: string, day: string): Promise<MacroGoalResponseDto | null> {
    const goal = await this.goals.current(tenant, clientId, day);
    return goal ? toMacroGoalResponse(goal) : null;
  }
}
