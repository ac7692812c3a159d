import { UserResponseDto } from '../../users/dto/user.response';

/** Answer of login and register: the session token (also set as the httpOnly coach_session cookie) and the user. */
export class AuthResponseDto {
  /** Send as `Authorization: Bearer <token>`. */
  token: string;
  user: UserResponseDto;
}

export class LogoutResponseDto {
  /** @example true */
  success: boolean;
}
