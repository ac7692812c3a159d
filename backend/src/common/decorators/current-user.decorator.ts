import { createParamDecorator, type ExecutionContext, InternalServerErrorException } from '@nestjs/common';
import type { AuthenticatedRequest, AuthUser, Tenant } from '../http/authenticated-request';

/** The signed-in user of this request. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new InternalServerErrorException('CurrentUser used on a public route');
  return user;
});

/** The tenant this request acts in (resolved by the access guard for routes whose @Access names roles). */
export const CurrentTenant = createParamDecorator((_data: unknown, ctx: ExecutionContext): Tenant => {
  const tenant = ctx.switchToHttp().getRequest<AuthenticatedRequest>().tenant;
  if (!tenant) throw new InternalServerErrorException('CurrentTenant used on a route without @Access roles of a tenant member');
  return tenant;
});

/** The tenant when the access guard resolved one (a tenant member on a route with roles), else undefined (an admin). */
export const CurrentTenantIfAny = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Tenant | undefined => ctx.switchToHttp().getRequest<AuthenticatedRequest>().tenant,
);
