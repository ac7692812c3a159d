import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CURSOR_MESSAGES, HABIT_MESSAGES, habitStats } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { signedInClientId } from '../../common/http/signed-in-client';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { cursorPageOrFail, CursorPage } from '../../common/http/cursor-pagination';
import type { Page } from '../../common/http/pagination';
import { ClientsService } from '../clients/clients.service';
import { ClientHabitsRepository } from './client-habits.repository';
import {
  toClientHabitResponse,
  toHabitTemplateResponse,
  type AssignHabitDto,
  type AssignHabitResponseDto,
  type ClientHabitResponseDto,
  type ClientHabitsQuery,
  type CreateHabitTemplateDto,
  type HabitTemplateResponseDto,
  type ListClientHabitsQuery,
  type ListHabitTemplatesQuery,
  type LogHabitDto,
  type SetHabitReminderDto,
  type UpdateHabitTemplateDto,
} from './dto/habit.dto';
import type { ClientHabit } from './entities/client-habit.entity';
import type { HabitTemplate } from './entities/habit-template.entity';
import { HabitLogsRepository } from './habit-logs.repository';
import { HabitTemplatesRepository } from './habit-templates.repository';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** How far back a day may still be checked off. */
const LOG_WINDOW_DAYS = 60;

/** Habits: the business's templates, assigning them, and the client's daily check-offs with their streaks. */
@Injectable()
export class HabitsService {
  constructor(
    private readonly templates: HabitTemplatesRepository,
    private readonly habits: ClientHabitsRepository,
    private readonly logs: HabitLogsRepository,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async listTemplates(tenant: Tenant, query: ListHabitTemplatesQuery): Promise<Page<HabitTemplateResponseDto>> {
    return (await this.templates.pageForTenant(tenant, query)).map(toHabitTemplateResponse);
  }

  async createTemplate(tenant: Tenant, dto: CreateHabitTemplateDto): Promise<HabitTemplateResponseDto> {
    const template = this.templates.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      category: dto.category,
      frequency: dto.frequency,
      targetValue: dto.targetValue ?? null,
      unit: dto.unit ?? null,
      trackingType: dto.trackingType,
      isPublic: dto.isPublic ?? false,
      difficulty: dto.difficulty ?? 'easy',
      estimatedTime: dto.estimatedTime ?? null,
    });
    await this.uow.save();
    return toHabitTemplateResponse(template);
  }

  async updateTemplate(tenant: Tenant, id: string, dto: UpdateHabitTemplateDto): Promise<HabitTemplateResponseDto> {
    const template = await this.findTemplateOrFail(tenant, id);
    Object.assign(template, Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)));
    await this.uow.save();
    return toHabitTemplateResponse(template);
  }

  /** Deletes the template; clients keep the habits they were given (with their history). */
  async removeTemplate(tenant: Tenant, id: string): Promise<void> {
    this.templates.removeTemplate(tenant, await this.findTemplateOrFail(tenant, id));
    await this.uow.save();
  }

  /** Gives each client the habit from `startDate` (today by default); a client who has it active already is skipped. */
  async assign(tenant: Tenant, id: string, dto: AssignHabitDto, now = new Date()): Promise<AssignHabitResponseDto> {
    const template = await this.findTemplateOrFail(tenant, id);
    const clientIds = [...new Set(dto.clientIds.map((clientId) => clientId.toLowerCase()))];
    for (const clientId of clientIds) await this.clients.findOrFail(tenant, clientId);
    const inserted = await this.habits.insertMissing(tenant, template, clientIds, dto.startDate ?? utcDay(now), dto.reminderTime ?? null);
    return { assigned: inserted.length, skipped: clientIds.length - inserted.length };
  }

  /** A client's habits as the coach sees them (active and ended), streaks as of today (UTC). */
  async listForClient(tenant: Tenant, clientId: string, query: ListClientHabitsQuery, now = new Date()): Promise<CursorPage<ClientHabitResponseDto>> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const page = cursorPageOrFail(await this.habits.pageForClient(tenant, client.id, query, true), CURSOR_MESSAGES.clientHabits);
    return new CursorPage(await this.respond(tenant, page.items, utcDay(now)), page.nextCursor);
  }

  /** Ends a client's habit (kept with its history, no longer shown to the client). */
  async end(tenant: Tenant, id: string, now = new Date()): Promise<ClientHabitResponseDto> {
    const habit = await this.habits.findInTenant(tenant, id);
    if (!habit) throw new NotFoundException(HABIT_MESSAGES.clientHabitNotFound);
    habit.isActive = false;
    habit.endDate ??= utcDay(now);
    await this.uow.save();
    const [answer] = await this.respond(tenant, [habit], utcDay(now));
    return answer!;
  }

  /** The signed-in client's active habits with the day's check-off and live streaks, as of their own date. */
  async listMine(tenant: Tenant, query: ClientHabitsQuery, now = new Date()): Promise<CursorPage<ClientHabitResponseDto>> {
    const clientId = signedInClientId(tenant);
    const page = cursorPageOrFail(await this.habits.pageForClient(tenant, clientId, query), CURSOR_MESSAGES.clientHabits);
    return new CursorPage(await this.respond(tenant, page.items, query.date ?? utcDay(now)), page.nextCursor);
  }

  /** The client sets (or, with null, switches off) their reminder of one of their active habits. */
  async setReminder(tenant: Tenant, id: string, dto: SetHabitReminderDto, now = new Date()): Promise<ClientHabitResponseDto> {
    const habit = await this.habits.findForClient(tenant, signedInClientId(tenant), id);
    if (!habit || !habit.isActive) throw new NotFoundException(HABIT_MESSAGES.clientHabitNotFound);
    habit.reminderTime = dto.reminderTime;
    habit.reminderEnabled = dto.reminderTime !== null;
    await this.uow.save();
    const [answer] = await this.respond(tenant, [habit], utcDay(now));
    return answer!;
  }

  /**
   * Records the client's day for one habit (again for the same day replaces it) and recomputes the habit's streak,
   * longest streak and total from all its logs, under a row lock so simultaneous check-offs cannot undercount;
   * `habit_logged` commits with it.
   */
  async log(tenant: Tenant, id: string, dto: LogHabitDto, now = new Date()): Promise<ClientHabitResponseDto> {
    const clientId = signedInClientId(tenant);
    const habit = await this.habits.findForClient(tenant, clientId, id);
    if (!habit || !habit.isActive) throw new NotFoundException(HABIT_MESSAGES.clientHabitNotFound);
    // The client's date may run a day ahead of UTC (time zones east of it).
    if (dto.logDate > shiftDay(utcDay(now), 1) || dto.logDate < shiftDay(utcDay(now), -LOG_WINDOW_DAYS)) {
      throw new BadRequestException(HABIT_MESSAGES.logDateOutOfRange);
    }
    const completed = dto.completed ?? this.reached(habit, dto.actualValue ?? null);
    const day = {
      logDate: dto.logDate,
      completed,
      actualValue: dto.actualValue ?? null,
      notes: dto.notes ?? null,
      mood: dto.mood ?? null,
      energy: dto.energy ?? null,
    };
    await this.uow.transaction(async () => {
      if (!(await this.habits.lockHabit(tenant, habit))) throw new NotFoundException(HABIT_MESSAGES.clientHabitNotFound);
      // One row per habit and day: a second check-off of the same day replaces the first.
      const days = await this.logs.daysOfHabit(tenant, habit);
      const existing = days.find((log) => log.logDate === day.logDate);
      const logged = existing ? Object.assign(existing, day) : this.logs.addDay(tenant, habit, day);
      if (!existing) days.push(logged);
      const dates = days.filter((log) => log.completed).map((log) => log.logDate);
      const latest = dates.reduce((max, date) => (date > max ? date : max), dto.logDate);
      Object.assign(habit, habitStats(dates, habit.frequency, latest));
      this.events.record('habit_logged', {
        businessId: tenant.businessId,
        clientId,
        clientHabitId: habit.id,
        habitLogId: logged.id,
        logDate: day.logDate,
        completed,
        streak: habit.streak,
      });
    });
    const [answer] = await this.respond(tenant, [habit], dto.logDate);
    return answer!;
  }

  private reached(habit: ClientHabit, actual: number | null): boolean {
    if (habit.trackingType === 'checkbox') return true;
    if (actual === null) return false;
    return habit.targetValue != null ? actual >= habit.targetValue : actual > 0;
  }

  private async respond(tenant: TenantScope, habits: ClientHabit[], day: string): Promise<ClientHabitResponseDto[]> {
    const ids = habits.map((habit) => habit.id);
    const [dates, days] = await Promise.all([this.logs.completedDatesOf(tenant, ids), this.logs.daysOf(tenant, ids, day)]);
    return habits.map((habit) => toClientHabitResponse(habit, habitStats(dates.get(habit.id) ?? [], habit.frequency, day).streak, days.get(habit.id) ?? null));
  }

  private async findTemplateOrFail(tenant: TenantScope, id: string): Promise<HabitTemplate> {
    const template = await this.templates.findInTenant(tenant, id);
    if (!template) throw new NotFoundException(HABIT_MESSAGES.templateNotFound);
    return template;
  }
}
