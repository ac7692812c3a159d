import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { StaffTwoFactorPolicyDto, StaffTwoFactorPolicyResponseDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** Staff Management's security setting: the owner may require two-factor sign-in of their staff. */
@ApiTags('staff')
@Controller('staff/two-factor-policy')
@Access({ roles: ['business'] })
export class StaffTwoFactorPolicyController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /**
   * Whether staff must use two-factor sign-in
   *
   * @remarks Off until the owner turns it on.
   */
  @Get()
  @ApiOkResponse({ type: StaffTwoFactorPolicyResponseDto, description: 'The setting' })
  get(@CurrentTenant() tenant: Tenant): Promise<StaffTwoFactorPolicyResponseDto> {
    return this.twoFactor.staffPolicy(tenant);
  }

  /**
   * Requires (or stops requiring) two-factor sign-in of the staff
   *
   * @remarks Required: from their next request, a staff member without it reaches only its set-up (403 elsewhere)
   * until they have set it up, and cannot turn it off.
   */
  @Put()
  @ApiOkResponse({ type: StaffTwoFactorPolicyResponseDto, description: 'The saved setting' })
  set(@CurrentTenant() tenant: Tenant, @Body() dto: StaffTwoFactorPolicyDto): Promise<StaffTwoFactorPolicyResponseDto> {
    return this.twoFactor.setStaffPolicy(tenant, dto.requireStaffTwoFactor);
  }
}
