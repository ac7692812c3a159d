import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Reflector } from '@nestjs/core';
import type { Role } from '@coachcore/domain';
import { SessionsService } from './sessions.service';
import type { Response } from 'express';
import { CsrfTokensService } from './csrf-tokens.service';
import { CSRF_COOKIE, readCookie, readSessionToken, requiresCsrfCheck, setCsrfCookie, verifyCsrf } from './session-token';
import { accessOf } from '../../common/decorators/access.decorator';
import { IS_PUBLIC } from '../../common/decorators/public.decorator';
import type { AuthenticatedRequest } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { scopeRequestToTenant } from '../../common/tenancy/tenant-filter';
import { TenancyService } from './tenancy.service';

const TENANT_ROLES: ReadonlySet<Role> = new Set(['business', 'staff', 'client']);

/**
 * The one global guard, in this order: session (401), CSRF for cookie writes (403), the roles of @Access (403),
 * tenant resolution for tenant members, the permissions of @Access for staff (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly tenancy: TenancyService,
    private readonly csrf: CsrfTokensService,
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;

    const found = readSessionToken(request);
    if (found) {
      const user = await this.sessions.findActiveUser(found.token);
      if (user) {
        request.user = user;
        request.authVia = found.via;
      }
    }
    if (isPublic) return true;
    if (!request.user) throw new UnauthorizedException('Authentication required');
    if (request.authVia === 'cookie' && found) await this.checkCsrf(request, context.switchToHttp().getResponse<Response>(), found.token);

    const { roles, permissions } = accessOf(context.getHandler(), context.getClass());
    if (roles && !roles.includes(request.user.role)) throw new ForbiddenException('You do not have access to this resource');

    if (roles && TENANT_ROLES.has(request.user.role)) {
      request.tenant = await this.tenancy.resolve(request.user);
      scopeRequestToTenant(this.em, request.tenant);
    }

    if (permissions?.length && request.user.role === 'staff') {
      const granted = request.tenant?.permissions ?? [];
      if (granted !== 'all' && !permissions.some((p) => granted.includes(p))) {
        throw new ForbiddenException('Your business has not granted you this permission');
      }
    }
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
