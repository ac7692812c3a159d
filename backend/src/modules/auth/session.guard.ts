import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { IS_PUBLIC } from '../../common/decorators/public.decorator';
import type { AuthenticatedRequest } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { CsrfTokensService } from './csrf-tokens.service';
import { SessionAuthenticator } from './session-authenticator.service';
import { CSRF_COOKIE, readCookie, requiresCsrfCheck, setCsrfCookie, verifyCsrf } from './session-token';

/**
 * The first global guard: who is calling, by the session strategies (SessionAuthenticator). A `@Public()` route sees
 * the user when one is signed in; every other route answers 401 without a live session, and 403 to a cookie write
 * without the session's CSRF token. AccessGuard (roles, tenant, permissions) runs next.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: SessionAuthenticator,
    private readonly csrf: CsrfTokensService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Passport sees what the strategies read; it would otherwise hang its session helpers (logIn, ...) on the request.
    const signedIn = await this.authenticator.authenticate({ headers: request.headers, cookies: request.cookies });
    if (signedIn) {
      request.user = signedIn.user;
      request.authVia = signedIn.via;
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    if (!signedIn) throw new UnauthorizedException('Authentication required');
    if (signedIn.via === 'cookie') await this.checkCsrf(request, context.switchToHttp().getResponse<Response>(), signedIn.token);
    return true;
  }

  /**
   * Cookie writes must echo the session's own CSRF token. A browser whose csrf_token cookie does not match the
   * session (for example one from before tokens were bound to sessions) gets the right one for its next write.
   */
  private async checkCsrf(request: AuthenticatedRequest, response: Response, sessionToken: string): Promise<void> {
    const expected = await this.csrf.tokenFor(sessionToken);
    if (readCookie(request, CSRF_COOKIE) !== expected) setCsrfCookie(request, response, expected, this.config.sessionTtlMs);
    if (requiresCsrfCheck(request) && !verifyCsrf(request, expected)) throw new ForbiddenException('Missing or invalid CSRF token');
  }
}
