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

const SUSPENDED_OWNER_ACCESS_KEY = 'coachcore:suspended-owner-access';

/**
 * What a suspended business's owner still reaches: `billing`, what it takes to pay, while the payment grace period has
 * suspended it; `support`, a ticket to the platform's support team, whatever suspended it (how an admin's suspension is
 * resolved). Staff and clients reach neither.
 */
export type SuspendedOwnerAccess = 'billing' | 'support';

/** A route to pay (the subscription's status, the card form): reached by an owner the grace period suspended. */
export const BillingAccess = () => SetMetadata(SUSPENDED_OWNER_ACCESS_KEY, 'billing' satisfies SuspendedOwnerAccess);

/** A support-ticket route: reached by the owner of a business suspended for whatever reason. */
export const SupportAccess = () => SetMetadata(SUSPENDED_OWNER_ACCESS_KEY, 'support' satisfies SuspendedOwnerAccess);

export function suspendedOwnerAccessOf(handler: object, controller: object): SuspendedOwnerAccess | undefined {
  return (Reflect.getMetadata(SUSPENDED_OWNER_ACCESS_KEY, handler) ?? Reflect.getMetadata(SUSPENDED_OWNER_ACCESS_KEY, controller)) as
    SuspendedOwnerAccess | undefined;
}

const BEFORE_TWO_FACTOR_KEY = 'coachcore:before-two-factor';

/**
 * A route an account that must have two-factor sign-in reaches before it has set it up: the set-up itself, who am I,
 * sign out. Every other route answers such an account 403 until it has (the access guard).
 */
export const BeforeTwoFactor = () => SetMetadata(BEFORE_TWO_FACTOR_KEY, true);

export function isBeforeTwoFactor(handler: object, controller: object): boolean {
  return Reflect.getMetadata(BEFORE_TWO_FACTOR_KEY, handler) === true || Reflect.getMetadata(BEFORE_TWO_FACTOR_KEY, controller) === true;
}
