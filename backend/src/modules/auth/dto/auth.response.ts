import { UserResponseDto } from '../../users/dto/user.response';

/** Answer of login and register: the session token (also set as the httpOnly coach_session cookie) and the user. */
export class AuthResponseDto {
  /** Opaque session token: send it as `Authorization: Bearer <token>`. Not a JWT; do not decode it. */
  token: string;
  user: UserResponseDto;
}

/** Answer of logout. */
export class LogoutResponseDto {
  /** @example true */
  success: boolean;
}
