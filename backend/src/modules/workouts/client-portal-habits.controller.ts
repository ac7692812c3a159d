import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HABIT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientHabitResponseDto, ClientHabitsQuery, LogHabitDto, SetHabitReminderDto } from './dto/habit.dto';
import { HabitsService } from './habits.service';

/** The signed-in client's own habits (the client portal). */
@ApiTags('client-portal')
@Controller('client/habits')
@Access({ roles: ['client'] })
export class ClientPortalHabitsController {
  constructor(private readonly habits: HabitsService) {}

  /**
   * The signed-in client's habits
   *
   * @remarks Active habits with the check-off of `date` (the client's own calendar date, so a streak never breaks or
   * doubles because of time zones) and the streak as of that date. `limit` at a time; the `X-Next-Cursor` header, when
   * present, is the `cursor` of the next page.
   */
  @Get()
  @CursorPaginated(ClientHabitResponseDto, 'The page of habits, oldest first', 'in order')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ClientHabitsQuery): Promise<CursorPage<ClientHabitResponseDto>> {
    return this.habits.listMine(tenant, query);
  }

  /**
   * Sets the reminder of a habit
   *
   * @remarks A web push to the client's devices at `reminderTime` of their day (their profile's time zone) while the day
   * (a weekly habit: the week, reminded on its start's weekday) is not checked off yet, once a day; null switches it off.
   * The client chooses in their profile whether habit reminders reach them at all.
   */
  @Put(':clientHabitId/reminder')
  @ApiOkResponse({ type: ClientHabitResponseDto, description: 'The habit with its reminder' })
  setReminder(
    @CurrentTenant() tenant: Tenant,
    @Param('clientHabitId', new IdParamPipe(HABIT_MESSAGES.clientHabitNotFound)) id: string,
    @Body() dto: SetHabitReminderDto,
  ): Promise<ClientHabitResponseDto> {
    return this.habits.setReminder(tenant, id, dto);
  }

  /**
   * Checks a habit off for a day
   *
   * @remarks Records the day (the client's own date: today or up to 60 days back); sending the same day again replaces
   * it. Streak, longest streak and total completions are recomputed from every logged day.
   */
  @Post(':clientHabitId/log')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientHabitResponseDto, description: 'The habit with its new figures' })
  log(
    @CurrentTenant() tenant: Tenant,
    @Param('clientHabitId', new IdParamPipe(HABIT_MESSAGES.clientHabitNotFound)) id: string,
    @Body() dto: LogHabitDto,
  ): Promise<ClientHabitResponseDto> {
    return this.habits.log(tenant, id, dto);
  }
}
