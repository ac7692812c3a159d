import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ClientHealthService } from './client-health.service';
import { CreateMeasurementDto, ListMeasurementsQuery, MeasurementResponseDto } from './dto/measurement.dto';

/** The signed-in client's own measurements (the client portal's /client/measurements); the coach reads the same rows. */
@ApiTags('client-portal')
@Controller('client/measurements')
@Access({ roles: ['client'] })
export class ClientPortalMeasurementsController {
  constructor(private readonly health: ClientHealthService) {}

  /**
   * The signed-in client's measurements
   *
   * @remarks Their measurement history (weight, body fat, muscle mass and girths), newest first, `limit` at a time; the
   * `X-Next-Cursor` header, when present, is the `cursor` of the next (older) page.
   */
  @Get()
  @CursorPaginated(MeasurementResponseDto, 'The page of measurements, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListMeasurementsQuery): Promise<CursorPage<MeasurementResponseDto>> {
    return this.health.listMeasurements(tenant, signedInClientId(tenant), query);
  }

  /**
   * Logs a measurement
   *
   * @remarks The client records their own measurements: every value optional, numbers as numbers or as the typed text
   * ("182.4") with at most two decimals; weights in lbs, girths in inches, body fat in %. Their coach sees the row on
   * the client's profile.
   */
  @Post()
  @ApiCreatedResponse({ type: MeasurementResponseDto, description: 'The recorded measurement' })
  add(@CurrentTenant() tenant: Tenant, @Body() dto: CreateMeasurementDto): Promise<MeasurementResponseDto> {
    return this.health.addMeasurement(tenant, signedInClientId(tenant), dto);
  }
}
