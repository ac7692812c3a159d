import { AUTH_MESSAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { MaxLength } from 'class-validator';
import { NotBlank, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';

export class LoginDto {
  /** @example coach@fitstudio.example */
  @Transform(trim)
  @NotBlank({ message: AUTH_MESSAGES.loginRequired, order: 1 })
  @MaxLength(254, rule({ message: AUTH_MESSAGES.invalidCredentials, order: 2 }))
  email: string;

  /** @example demo1234 */
  @NotBlank({ message: AUTH_MESSAGES.loginRequired, order: 1 })
  @MaxLength(200, rule({ message: AUTH_MESSAGES.invalidCredentials, order: 2 }))
  password: string;
}
