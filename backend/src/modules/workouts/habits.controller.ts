import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, HABIT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AssignHabitDto,
  AssignHabitResponseDto,
  ClientHabitResponseDto,
  CreateHabitTemplateDto,
  HabitTemplateResponseDto,
  ListClientHabitsQuery,
  ListHabitTemplatesQuery,
  UpdateHabitTemplateDto,
} from './dto/habit.dto';
import { HabitsService } from './habits.service';

const templateId = new IdParamPipe(HABIT_MESSAGES.templateNotFound);

@ApiTags('habits')
@Controller()
@Access({ roles: ['business', 'staff'], permissions: ['manage_workouts'] })
export class HabitsController {
  constructor(private readonly habits: HabitsService) {}

  /**
   * The business's habits
   *
   * @remarks Every habit template of the business, by name. Paged like the clients list.
   */
  @Get('habit-templates')
  @Paginated(HabitTemplateResponseDto, 'The habits, by name')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListHabitTemplatesQuery): Promise<Page<HabitTemplateResponseDto>> {
    return this.habits.listTemplates(tenant, query);
  }

  /**
   * Creates a habit
   *
   * @remarks Category, frequency and tracking type are required; difficulty defaults to easy.
   */
  @Post('habit-templates')
  @ApiCreatedResponse({ type: HabitTemplateResponseDto, description: 'The new habit' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateHabitTemplateDto): Promise<HabitTemplateResponseDto> {
    return this.habits.createTemplate(tenant, dto);
  }

  /**
   * Edits a habit
   *
   * @remarks Only the fields sent change. Clients keep the copy of the habit they were given.
   */
  @Patch('habit-templates/:id')
  @ApiOkResponse({ type: HabitTemplateResponseDto, description: 'The updated habit' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', templateId) id: string, @Body() dto: UpdateHabitTemplateDto): Promise<HabitTemplateResponseDto> {
    return this.habits.updateTemplate(tenant, id, dto);
  }

  /**
   * Deletes a habit
   *
   * @remarks Clients who were given the habit keep it, with their check-offs.
   */
  @Delete('habit-templates/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', templateId) id: string): Promise<void> {
    await this.habits.removeTemplate(tenant, id);
  }

  /**
   * Assigns a habit to clients
   *
   * @remarks Each client gets their own copy from `startDate` (today by default); a client who already has it active is
   * skipped. A client of another business answers 404.
   */
  @Post('habit-templates/:id/assign')
  @ApiCreatedResponse({ type: AssignHabitResponseDto, description: 'How many clients got it and how many had it already' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such habit, or a client not in your business' })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', templateId) id: string, @Body() dto: AssignHabitDto): Promise<AssignHabitResponseDto> {
    return this.habits.assign(tenant, id, dto);
  }

  /**
   * A client's habits
   *
   * @remarks Every habit the client was given (active and ended), with the streak as of today (UTC), the longest streak
   * and the completions. `limit` at a time; the `X-Next-Cursor` header, when present, is the `cursor` of the next page.
   */
  @Get('clients/:id/habits')
  @Access({ permissions: ['manage_workouts', 'view_clients'] })
  @CursorPaginated(ClientHabitResponseDto, "The page of the client's habits, oldest first", 'in order')
  listForClient(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) id: string,
    @Query() query: ListClientHabitsQuery,
  ): Promise<CursorPage<ClientHabitResponseDto>> {
    return this.habits.listForClient(tenant, id, query);
  }

  /**
   * Ends a client's habit
   *
   * @remarks The habit stops being shown to the client; its history stays.
   */
  @Post('client-habits/:id/end')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientHabitResponseDto, description: 'The habit, ended' })
  end(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(HABIT_MESSAGES.clientHabitNotFound)) id: string): Promise<ClientHabitResponseDto> {
    return this.habits.end(tenant, id);
  }
}
