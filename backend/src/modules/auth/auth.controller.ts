import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
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
import { AuthService, type RequestMeta } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-token';

const meta = (request: Request): RequestMeta => ({ ipAddress: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Creates a business or client account and signs it in. */
  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A validation message of document 1 section 5' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Address on the platform domain' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'E-mail already registered' })
  async register(@Body() dto: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponseDto> {
    const { token, body } = await this.auth.register(dto, meta(request));
    setSessionCookies(request, response, token, this.config.sessionTtlMs);
    return body;
  }

  /** Signs in with e-mail and password. Throttled per account and per IP. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async login(@Body() dto: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthResponseDto> {
    const { token, body } = await this.auth.login(dto, meta(request));
    setSessionCookies(request, response, token, this.config.sessionTtlMs);
    return body;
  }

  /** The signed-in user. */
  @Get('me')
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  me(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return this.users.getProfile(user.id);
  }

  /** Revokes this session; the same token then answers 401. */
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: Response): Promise<LogoutResponseDto> {
    await this.auth.logout(user.sessionId);
    clearSessionCookies(response);
    return { success: true };
  }
}
