import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, HABIT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import {
  AssignHabitDto,
  AssignHabitResponseDto,
  ClientHabitResponseDto,
  CreateHabitTemplateDto,
  HabitTemplateResponseDto,
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
   * @remarks Every habit template of the business, by name.
   */
  @Get('habit-templates')
  @ApiOkResponse({ type: [HabitTemplateResponseDto], description: 'The habits, by name' })
  list(@CurrentTenant() tenant: Tenant): Promise<HabitTemplateResponseDto[]> {
    return this.habits.listTemplates(tenant);
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
   * and the completions.
   */
  @Get('clients/:id/habits')
  @Access({ permissions: ['manage_workouts', 'view_clients'] })
  @ApiOkResponse({ type: [ClientHabitResponseDto], description: "The client's habits, oldest first" })
  listForClient(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) id: string): Promise<ClientHabitResponseDto[]> {
    return this.habits.listForClient(tenant, id);
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
