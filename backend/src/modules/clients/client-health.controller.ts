import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Permissions } from '../../common/decorators/permissions.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { ClientHealthService } from './client-health.service';
import { HealthProfileDto, HealthProfileResponseDto } from './dto/health-profile.dto';
import { CreateMeasurementDto, MeasurementResponseDto } from './dto/measurement.dto';
import { CreateWellnessLogDto, WellnessLogResponseDto } from './dto/wellness.dto';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('clients')
@Controller('clients/:id')
@Roles('business', 'staff')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
export class ClientHealthController {
  constructor(private readonly health: ClientHealthService) {}

  /** The client's health profile (empty lists and nulls until first saved). */
  @Get('health-profile')
  @Permissions('client_management', 'view_clients')
  @ApiOkResponse({ type: HealthProfileResponseDto })
  getHealthProfile(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<HealthProfileResponseDto> {
    return this.health.getHealthProfile(tenant, id);
  }

  /** Saves the Health Info form (creates the profile on first save, replaces it after). */
  @Post('health-profile')
  @Permissions('client_management')
  @ApiCreatedResponse({ type: HealthProfileResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  saveHealthProfile(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: HealthProfileDto): Promise<HealthProfileResponseDto> {
    return this.health.saveHealthProfile(tenant, id, dto);
  }

  /** Measurement history, newest first. */
  @Get('measurements')
  @Permissions('client_management', 'view_clients')
  @ApiOkResponse({ type: [MeasurementResponseDto] })
  listMeasurements(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<MeasurementResponseDto[]> {
    return this.health.listMeasurements(tenant, id);
  }

  @Post('measurements')
  @Permissions('client_management')
  @ApiCreatedResponse({ type: MeasurementResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  addMeasurement(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateMeasurementDto): Promise<MeasurementResponseDto> {
    return this.health.addMeasurement(tenant, id, dto);
  }

  /** Wellness check-ins, newest day first. */
  @Get('wellness')
  @Permissions('client_management', 'view_clients')
  @ApiOkResponse({ type: [WellnessLogResponseDto] })
  listWellness(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<WellnessLogResponseDto[]> {
    return this.health.listWellness(tenant, id);
  }

  @Post('wellness')
  @Permissions('client_management')
  @ApiCreatedResponse({ type: WellnessLogResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  addWellness(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateWellnessLogDto): Promise<WellnessLogResponseDto> {
    return this.health.addWellness(tenant, id, dto);
  }
}
