import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientHealthService } from './client-health.service';
import { HealthProfileDto, HealthProfileResponseDto } from './dto/health-profile.dto';
import { CreateMeasurementDto, ListMeasurementsQuery, MeasurementResponseDto } from './dto/measurement.dto';
import { CreateWellnessLogDto, ListWellnessQuery, WellnessLogResponseDto } from './dto/wellness.dto';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('clients')
@Controller('clients/:id')
@Access({ roles: ['business', 'staff'] })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
export class ClientHealthController {
  constructor(private readonly health: ClientHealthService) {}

  /**
   * A client's health profile
   *
   * @remarks The Health Info of the client: conditions, medications, allergies, injuries, experience, activity level,
   * goals, preferences and an emergency contact. Until it is first saved the answer has empty lists, nulls and a null
   * `id`.
   */
  @Get('health-profile')
  @Access({ permissions: ['client_management', 'view_clients'] })
  @ApiOkResponse({ type: HealthProfileResponseDto, description: 'The health profile (empty until first saved)' })
  getHealthProfile(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<HealthProfileResponseDto> {
    return this.health.getHealthProfile(tenant, id);
  }

  /**
   * Saves a client's health profile
   *
   * @remarks Saves the Health Info form: the first save creates the profile, later saves replace it. Lists may be sent
   * as arrays or as comma-separated text. Concurrent first saves end in one profile.
   */
  @Post('health-profile')
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: HealthProfileResponseDto, description: 'The saved health profile' })
  saveHealthProfile(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: HealthProfileDto): Promise<HealthProfileResponseDto> {
    return this.health.saveHealthProfile(tenant, id, dto);
  }

  /**
   * A client's measurements
   *
   * @remarks The measurement history of the client (weight, body fat, muscle mass and girths), newest first, `limit` at
   * a time; the `X-Next-Cursor` header, when present, is the `cursor` of the next (older) page.
   */
  @Get('measurements')
  @Access({ permissions: ['client_management', 'view_clients'] })
  @CursorPaginated(MeasurementResponseDto, 'The page of measurements, newest first')
  listMeasurements(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Query() query: ListMeasurementsQuery,
  ): Promise<CursorPage<MeasurementResponseDto>> {
    return this.health.listMeasurements(tenant, id, query);
  }

  /**
   * Records a measurement
   *
   * @remarks Records the Measurements form for the client. Every value is optional; numbers may be sent as numbers or
   * as the typed text ("182.4"), with at most two decimals. Weights are in lbs, girths in inches, body fat in %.
   */
  @Post('measurements')
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: MeasurementResponseDto, description: 'The recorded measurement' })
  addMeasurement(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateMeasurementDto): Promise<MeasurementResponseDto> {
    return this.health.addMeasurement(tenant, id, dto);
  }

  /**
   * A client's wellness check-ins
   *
   * @remarks The client's daily check-ins (sleep, energy, mood, stress, water, steps), newest day first, `limit` at a
   * time; the `X-Next-Cursor` header, when present, is the `cursor` of the next (older) page.
   */
  @Get('wellness')
  @Access({ permissions: ['client_management', 'view_clients'] })
  @CursorPaginated(WellnessLogResponseDto, 'The page of check-ins, newest day first')
  listWellness(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Query() query: ListWellnessQuery,
  ): Promise<CursorPage<WellnessLogResponseDto>> {
    return this.health.listWellness(tenant, id, query);
  }

  /**
   * Records a wellness check-in
   *
   * @remarks A check-in for one day (today when `date` is left out): sleep hours, sleep quality, energy, mood and stress
   * on a 1–10 scale, water in litres, steps and notes. Every value is optional.
   */
  @Post('wellness')
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: WellnessLogResponseDto, description: 'The recorded check-in' })
  addWellness(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateWellnessLogDto): Promise<WellnessLogResponseDto> {
    return this.health.addWellness(tenant, id, dto);
  }
}
