import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Reflector } from '@nestjs/core';
import { PLATFORM_STAFF_MESSAGES, type Role } from '@coachcore/domain';
import { accessOf, isBeforeTwoFactor, suspendedOwnerAccessOf } from '../../common/decorators/access.decorator';
import { IS_PUBLIC } from '../../common/decorators/public.decorator';
import type { AuthenticatedRequest } from '../../common/http/authenticated-request';
import { scopeRequestToTenant } from '../../common/tenancy/tenant-filter';
import { PlatformStaffService } from '../platform-staff/platform-staff.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { TenancyService } from './tenancy.service';

const TENANT_ROLES: ReadonlySet<Role> = new Set(['business', 'staff', 'client']);

/**
 * The second global guard, after SessionGuard has found the user: the roles of @Access (403), tenant resolution for
 * tenant members (and the request's tenant filter), two-factor sign-in where it is required (403 until it is set up),
 * the permissions of @Access for staff and for the platform team's admin accounts (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tenancy: TenancyService,
    private readonly em: EntityManager,
    private readonly twoFactor: TwoFactorService,
    private readonly platformStaff: PlatformStaffService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = request.user;
    if (!user) throw new UnauthorizedException('Authentication required');

    const { roles, permissions } = accessOf(context.getHandler(), context.getClass());
    if (roles && !roles.includes(user.role)) throw new ForbiddenException('You do not have access to this resource');

    if (roles && TENANT_ROLES.has(user.role)) {
      request.tenant = await this.tenancy.resolve(user, { suspendedOwner: suspendedOwnerAccessOf(context.getHandler(), context.getClass()) });
      scopeRequestToTenant(this.em, request.tenant);
    }

    // Platform admins, and staff whose business requires it, reach nothing but its set-up until they have two-factor on.
    if (!isBeforeTwoFactor(context.getHandler(), context.getClass())) await this.twoFactor.assertSatisfied(user, request.tenant);

    if (permissions?.length && user.role === 'staff') {
      const granted = request.tenant?.permissions ?? [];
      if (granted !== 'all' && !permissions.some((p) => granted.includes(p))) {
        throw new ForbiddenException('Your business has not granted you this permission');
      }
    }
    if (user.role === 'admin') await this.assertPlatformAccess(user.id, roles?.includes('admin') ? (permissions ?? []) : []);
    return true;
  }

  /** A removed team member reaches nothing; a member reaches an admin route naming permissions only holding one of them. */
  private async assertPlatformAccess(userId: string, permissions: readonly string[]): Promise<void> {
    const granted = await this.platformStaff.permissionsInEffect(userId);
    if (!granted) throw new ForbiddenException(PLATFORM_STAFF_MESSAGES.accessRemoved);
    if (permissions.length && !permissions.some((p) => (granted as readonly string[]).includes(p))) {
      throw new ForbiddenException(PLATFORM_STAFF_MESSAGES.notGranted);
    }
  }
}
