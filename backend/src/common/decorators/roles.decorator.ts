import { SetMetadata } from '@nestjs/common';
import type { Role } from '@coachcore/domain';

export const ROLES_KEY = 'coachcore:roles';

/** Only these roles may call the route; anyone else signed in gets 403 (documented by applyRouteConventions). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
