import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ClientPaymentsService } from './client-payments.service';
import { AccountLinkResponseDto, AccountStatusResponseDto, CreateAccountResponseDto } from './dto/client-payment.dto';

/** Payment Setup (document 3 sections 2.3, 4 and 7): the business owner's payments account. */
@ApiTags('stripe-connect')
@Controller()
@Access({ roles: ['business'] })
export class StripeConnectController {
  constructor(private readonly payments: ClientPaymentsService) {}

  /**
   * The payments account's status
   *
   * @remarks `connected` once an account exists, `setupComplete` once its onboarding is finished (clients can pay),
   * `requiresAction` while it exists but needs more information. /stripe-connect/success asks every 2 seconds.
   */
  @Get('stripe-connect/account-status')
  @ApiOkResponse({ type: AccountStatusResponseDto, description: 'The status' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  status(@CurrentTenant() tenant: Tenant): Promise<AccountStatusResponseDto> {
    return this.payments.accountStatus(tenant);
  }

  /**
   * Creates the payments account
   *
   * @remarks One per business: calling again answers the same account. Then `account-link` gives the onboarding page.
   */
  @Post('stripe-connect/create-account')
  @HttpCode(200)
  @ApiOkResponse({ type: CreateAccountResponseDto, description: 'The account' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  create(@CurrentTenant() tenant: Tenant): Promise<CreateAccountResponseDto> {
    return this.payments.createAccount(tenant);
  }

  /**
   * The onboarding link
   *
   * @remarks The browser goes to `url`; it returns to /stripe-connect/success (or /payment-setup when the link expired).
   */
  @Post('stripe-connect/account-link')
  @HttpCode(200)
  @ApiOkResponse({ type: AccountLinkResponseDto, description: 'Where to finish onboarding' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.noAccount })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  link(@CurrentTenant() tenant: Tenant): Promise<AccountLinkResponseDto> {
    return this.payments.accountLink(tenant);
  }

  /**
   * Finishes the simulated provider's onboarding
   *
   * @remarks The simulated provider's stand-in for Stripe's hosted onboarding page: the account (the business's own)
   * can take payments from now on. 404 while Stripe runs, or for an account that is not the business's.
   */
  @Post('payments/simulated/accounts/:accountId/complete-onboarding')
  @HttpCode(200)
  @ApiOkResponse({ type: AccountStatusResponseDto, description: 'The status, setupComplete' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_PAYMENT_MESSAGES.accountNotFound })
  completeOnboarding(@CurrentTenant() tenant: Tenant, @Param('accountId') accountId: string): Promise<AccountStatusResponseDto> {
    return this.payments.completeSimulatedOnboarding(tenant, accountId);
  }
}
