import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FEATURE_FLAG_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { FeatureFlagResponseDto, FeatureFlagStateResponseDto, SetFeatureFlagDto } from './dto/feature-flag.dto';
import { FeatureFlagsService } from './feature-flags.service';

/** The flags as the web app reads them on start (signed in or not). */
@ApiTags('feature-flags')
@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  /**
   * The platform's feature flags
   *
   * @remarks Each flag's key, state and whether the feature is on. The web app reads them on start to show or hide
   * flagged features; the API refuses a flagged feature's calls while its flag is off.
   */
  @Public()
  @Get()
  @ApiOkResponse({ type: [FeatureFlagStateResponseDto], description: 'The flags' })
  states(): Promise<FeatureFlagStateResponseDto[]> {
    return this.flags.states();
  }
}

/** The admin area's Feature Flags section (/admin/features). */
@ApiTags('admin')
@Controller('admin/feature-flags')
@Access({ roles: ['admin'], permissions: ['business_management'] })
export class AdminFeatureFlagsController {
  constructor(private readonly flags: FeatureFlagsService) {}

  /**
   * Lists the feature flags
   *
   * @remarks Name, description, state (enabled, disabled, coming_soon, planned) and who set it last, in the spec's order.
   */
  @Get()
  @ApiOkResponse({ type: [FeatureFlagResponseDto], description: 'The flags' })
  list(): Promise<FeatureFlagResponseDto[]> {
    return this.flags.list();
  }

  /**
   * Sets a feature flag's state
   *
   * @remarks Applies at once on every instance (the API reads the state at each call). Audited with the change.
   */
  @Put(':key')
  @ApiOkResponse({ type: FeatureFlagResponseDto, description: 'The flag' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: FEATURE_FLAG_MESSAGES.notFound })
  set(@CurrentUser() actor: AuthUser, @Param('key') key: string, @Body() dto: SetFeatureFlagDto): Promise<FeatureFlagResponseDto> {
    return this.flags.set(actor, key, dto);
  }
}
