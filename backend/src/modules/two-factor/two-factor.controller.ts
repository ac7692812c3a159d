import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { Access, BeforeTwoFactor } from '../../common/decorators/access.decorator';
import { CurrentTenantIfAny, CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser, Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { RecoveryCodesResponseDto, SecondFactorCodeDto, TotpCodeDto, TwoFactorSetupResponseDto, TwoFactorStatusResponseDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/**
 * The signed-in person's own two-factor sign-in (TOTP authenticator apps, RFC 6238): platform admins must have it,
 * business owners and staff may (their owner may require it of staff). Clients sign in with their password only.
 */
@ApiTags('auth')
@Controller('auth/two-factor')
@Access({ roles: ['admin', 'business', 'staff'] })
@BeforeTwoFactor()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /**
   * Two-factor status
   *
   * @remarks Whether it is on, whether a set-up waits for its first code, whether the account must have it, and how
   * many recovery codes are left.
   */
  @Get()
  @ApiOkResponse({ type: TwoFactorStatusResponseDto, description: 'The status' })
  status(@CurrentUser() user: AuthUser, @CurrentTenantIfAny() tenant: Tenant | undefined): Promise<TwoFactorStatusResponseDto> {
    return this.twoFactor.status(user, tenant);
  }

  /**
   * Starts the set-up
   *
   * @remarks A new key for an authenticator app, as a QR code and as text to type in; nothing changes at sign-in until
   * a first code confirms it (`POST /api/auth/two-factor/enable`). Starting again replaces a key not yet confirmed.
   * 409 while two-factor is on.
   */
  @Post('setup')
  @ApiCreatedResponse({ type: TwoFactorSetupResponseDto, description: 'The key, waiting for its first code' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.alreadyEnabled })
  setup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupResponseDto> {
    return this.twoFactor.beginSetup(user);
  }

  /**
   * Turns two-factor on
   *
   * @remarks With the first code of the app for the key of the set-up. Answers the recovery codes, shown this once;
   * the account's other sessions are signed out. 400 for a wrong code or without a set-up; 409 when it is on already.
   */
  @Post('enable')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'On; the recovery codes' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.alreadyEnabled })
  enable(@CurrentUser() user: AuthUser, @Body() dto: TotpCodeDto): Promise<RecoveryCodesResponseDto> {
    return this.twoFactor.enable(user, dto.code);
  }

  /**
   * Replaces the recovery codes
   *
   * @remarks With a current app code: new recovery codes, shown this once; the old ones stop working. 409 when
   * two-factor is off.
   */
  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'The new recovery codes' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnabled })
  recoveryCodes(@CurrentUser() user: AuthUser, @Body() dto: TotpCodeDto): Promise<RecoveryCodesResponseDto> {
    return this.twoFactor.regenerateRecoveryCodes(user, dto.code);
  }

  /**
   * Turns two-factor off
   *
   * @remarks With a current app code or a recovery code. 403 for an account that must have it (platform admins, staff
   * whose business requires it); 409 when it is off.
   */
  @Post('disable')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Off' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.requiredCannotDisable })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnabled })
  disable(@CurrentUser() user: AuthUser, @CurrentTenantIfAny() tenant: Tenant | undefined, @Body() dto: SecondFactorCodeDto): Promise<void> {
    return this.twoFactor.disable(user, tenant, dto.code);
  }
}
