import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BeforeTwoFactor } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AppConfig } from '../../config/app-config';
import { UserResponseDto } from '../users/dto/user.response';
import { UsersService } from '../users/users.service';
import { AuthResponseDto, LogoutResponseDto } from './dto/auth.response';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { TwoFactorChallengeResponseDto, TwoFactorLoginDto } from '../two-factor/dto/two-factor.dto';
import { AuthService, type RequestMeta, type SignedIn } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-token';

const meta = (request: Request): RequestMeta => ({ ipAddress: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] });

@ApiTags('auth')
@ApiExtraModels(AuthResponseDto, TwoFactorChallengeResponseDto)
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Creates an account and signs it in
   *
   * @remarks Self-signup of a business (the default role; it needs a business name) or a client. The rules are checked
   * in the spec's order and the first one broken answers 400 with its message. Like login, the answer carries the
   * session token and sets the `coach_session` and `csrf_token` cookies. Addresses on the platform team's own domain
   * cannot sign up (403).
   */
  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'The new account, signed in' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The first registration rule broken, in the spec’s words' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Address on the platform domain' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'E-mail already registered' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many sign-ups from this address (see Retry-After)' })
  async register(@Body() dto: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponseDto> {
    return this.answerSignedIn(await this.auth.register(dto, meta(request)), request, response);
  }

  /**
   * Signs in with e-mail and password
   *
   * @remarks Answers the session token, to send as `Authorization: Bearer <token>`, and sets the httpOnly
   * `coach_session` cookie and the `csrf_token` cookie for browsers. Answers carrying a token are never cached.
   * A wrong e-mail or password answers the same 401. Repeated failures are throttled for the account from the
   * caller's address and for the address as a whole: 429 with `Retry-After`.
   *
   * **Two-factor sign-in.** For an account with two-factor on, the right password answers
   * `{ twoFactorRequired: true, challengeToken, expiresAt }` instead, with no token and no cookie: send the
   * `challengeToken` with a code of the person's authenticator app (or one of their recovery codes) to
   * `POST /api/auth/login/two-factor` within five minutes; that call answers as this one does for other accounts.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Signed in (AuthResponseDto), or, for an account with two-factor on, the second step to take (TwoFactorChallengeResponseDto)',
    schema: { oneOf: [{ $ref: getSchemaPath(AuthResponseDto) }, { $ref: getSchemaPath(TwoFactorChallengeResponseDto) }] },
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many attempts for this account from this address, or from this address (see Retry-After)',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponseDto | TwoFactorChallengeResponseDto> {
    const outcome = await this.auth.login(dto, meta(request));
    if ('challenge' in outcome) {
      response.setHeader('Cache-Control', 'no-store');
      return outcome.challenge;
    }
    return this.answerSignedIn(outcome, request, response);
  }

  /**
   * Signs in: the second step
   *
   * @remarks For an account with two-factor on, after `POST /api/auth/login` answered `twoFactorRequired`: the
   * `challengeToken` it gave and a code — the 6 digits the authenticator app shows now, or one of the recovery codes
   * (each works once). Answers as a sign-in does: the session token, and the `coach_session` and `csrf_token` cookies.
   * A wrong code answers 401 and the challenge may be tried again until it expires; an app code is accepted once
   * (the same code again answers 401). Attempts are throttled per account and address as the password is (429 with
   * `Retry-After`). An expired or used challenge answers 401: sign in again.
   */
  @Public()
  @Post('login/two-factor')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto, description: 'Signed in' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid verification code, or the challenge expired' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many verification attempts (see Retry-After)' })
  async loginSecondStep(@Body() dto: TwoFactorLoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponseDto> {
    return this.answerSignedIn(await this.auth.loginSecondStep(dto, meta(request)), request, response);
  }

  /**
   * The signed-in user
   *
   * @remarks The account behind the session, whether the session came as a Bearer token or as the
   * `coach_session` cookie. The web app calls it on start to learn whether it is signed in (401 when not).
   */
  @Get('me')
  @BeforeTwoFactor()
  @ApiOkResponse({ type: UserResponseDto, description: 'The signed-in user' })
  me(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return this.users.getProfile(user.id);
  }

  /**
   * Signs out this session
   *
   * @remarks Revokes the session the request came with and clears the session cookies; its token then answers 401.
   * The user's other sessions stay signed in.
   */
  @Post('logout')
  @BeforeTwoFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseDto, description: 'Signed out' })
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: Response): Promise<LogoutResponseDto> {
    await this.auth.logout(user);
    clearSessionCookies(response);
    return { success: true };
  }

  /** Sets the session cookies; the answer carries the token, so no cache may keep it. */
  private answerSignedIn(signedIn: SignedIn, request: Request, response: Response): AuthResponseDto {
    setSessionCookies(request, response, signedIn, this.config.sessionTtlMs);
    response.setHeader('Cache-Control', 'no-store');
    return signedIn.body;
  }
}
