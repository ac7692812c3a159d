import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@coachcore/domain';
import { MaxLength, MinLength } from 'class-validator';
import { MatchesProperty, NotBlank, rule } from '../../../common/validation/rules';

/** A signed-in person's own password change (the staff profile): the current password, then the new one twice. */
export class ChangePasswordDto {
  @NotBlank({ message: AUTH_MESSAGES.currentPasswordRequired, order: 1 })
  @MaxLength(200, rule({ message: AUTH_MESSAGES.currentPasswordWrong, order: 1 }))
  currentPassword: string;

  /** At least 6 characters. */
  @NotBlank({ message: AUTH_MESSAGES.passwordTooShort, order: 2 })
  @MinLength(MIN_PASSWORD_LENGTH, rule({ message: AUTH_MESSAGES.passwordTooShort, order: 2 }))
  @MaxLength(200, rule({ message: 'Password must be at most 200 characters', order: 10 }))
  newPassword: string;

  /** Must equal newPassword. */
  @MatchesProperty('newPassword', { message: AUTH_MESSAGES.passwordsDoNotMatch, order: 3 })
  confirmPassword: string;
}
