import { ACCOUNT_DELETION_MESSAGES } from '@coachcore/domain';
import { ApiDateTime } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';

export class ConfirmAccountDeletionDto {
  /** The code of the confirmation e-mail's link. */
  @RequiredText({ max: 100, required: ACCOUNT_DELETION_MESSAGES.codeRequired, tooLong: ACCOUNT_DELETION_MESSAGES.codeInvalid })
  code: string;
}

export class AccountDeletionRequestedResponseDto {
  /** Where the confirmation e-mail went (the account's address). */
  email: string;
  /** Until when its link works. */
  @ApiDateTime()
  expiresAt: string;
}
