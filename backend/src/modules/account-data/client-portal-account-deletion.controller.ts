import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ACCOUNT_DELETION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionRequestedResponseDto, ConfirmAccountDeletionDto } from './dto/account-deletion.dto';

/** The signed-in client deleting their own account (/client/profile, 'Delete account'). */
@ApiTags('client-portal')
@Controller('client/account-deletion')
@Access({ roles: ['client'] })
export class ClientPortalAccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /**
   * Asks to delete the signed-in client's account
   *
   * @remarks Sends a confirmation e-mail to the account's address with a single-use link that works for 24 hours;
   * nothing is deleted yet. Asking again replaces the earlier link; three e-mails an hour at most (then 429 with
   * `Retry-After`).
   */
  @Post()
  @ApiCreatedResponse({ type: AccountDeletionRequestedResponseDto, description: 'The e-mail is on its way' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: ACCOUNT_DELETION_MESSAGES.tooManyRequests })
  request(@CurrentTenant() tenant: Tenant): Promise<AccountDeletionRequestedResponseDto> {
    return this.deletion.request(tenant);
  }

  /**
   * Confirms the deletion of the signed-in client's account
   *
   * @remarks With the code of the e-mailed link, erases the client's personal data: their client record with their
   * goals, measurements, progress photos, workout and nutrition logs and their conversation with the coach, the stored
   * files, and the sign-in itself (every session is signed out). The coach is told by e-mail. A code works once.
   */
  @Post('confirm')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account is erased; the session is gone' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_DELETION_MESSAGES.codeInvalid })
  async confirm(@CurrentTenant() tenant: Tenant, @Body() dto: ConfirmAccountDeletionDto): Promise<void> {
    await this.deletion.confirm(tenant, dto);
  }
}
