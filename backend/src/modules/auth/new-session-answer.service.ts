import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import type { User } from '../users/entities/user.entity';
import { toUserResponse } from '../users/dto/user.response';
import { CsrfTokensService } from './csrf-tokens.service';
import type { AuthResponseDto } from './dto/auth.response';
import { setSessionCookies } from './session-token';
import { SessionsService } from './sessions.service';

/**
 * Signs in an account a public flow has just created (an invitation's sign-up) and answers as `/api/auth/register`
 * does: the token, the `coach_session` and `csrf_token` cookies, never cached.
 */
@Injectable()
export class NewSessionAnswer {
  constructor(
    private readonly sessions: SessionsService,
    private readonly csrf: CsrfTokensService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async signIn(user: User, request: Request, response: Response): Promise<AuthResponseDto> {
    const { token } = await this.sessions.create(user, { ipAddress: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] });
    setSessionCookies(request, response, { token, csrfToken: await this.csrf.tokenFor(token) }, this.config.sessionTtlMs);
    response.setHeader('Cache-Control', 'no-store');
    return { token, user: toUserResponse(user) };
  }
}
