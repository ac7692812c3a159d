import { SetMetadata } from '@nestjs/common';
import type { Role, StaffPermission } from '@coachcore/domain';

const ACCESS_KEY = 'coachcore:access';

/**
 * Who may call a route. `roles`: only these roles (anyone else signed in gets 403). `permissions`: a staff member
 * needs one of them, granted by their business owner (owners hold every permission in their own business; other
 * roles are governed by `roles`).
 */
export type AccessRule =
  { roles: readonly Role[]; permissions?: readonly StaffPermission[] } | { roles?: readonly Role[]; permissions: readonly StaffPermission[] };

/**
 * The route's access rule, on a controller or a handler: `@Access({ roles: ['business', 'staff'], permissions: ['manage_workouts'] })`.
 * Read by the access guard and by the OpenAPI route conventions (which document the 403 it causes) through accessOf.
 */
export const Access = (rule: AccessRule) => SetMetadata(ACCESS_KEY, rule);

/** The rule that applies to a handler: each part set on the handler replaces the controller's, the other part is kept. */
export function accessOf(handler: object, controller: object): { roles?: readonly Role[]; permissions?: readonly StaffPermission[] } {
  const own = Reflect.getMetadata(ACCESS_KEY, handler) as AccessRule | undefined;
  const inherited = Reflect.getMetadata(ACCESS_KEY, controller) as AccessRule | undefined;
  return { roles: own?.roles ?? inherited?.roles, permissions: own?.permissions ?? inherited?.permissions };
}
