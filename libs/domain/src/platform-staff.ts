import type { StaffPermission } from './roles';
import type { StaffRole } from './staff';

/**
 * The platform's own team (document 3 sections 2.6 and 6): platform admins invite support specialists, moderators and
 * analysts, whose admin access follows the permissions they were given. A platform admin (the founding admin, or
 * anyone invited with the role admin) holds every one of them.
 */
export const PLATFORM_PERMISSIONS = [
  'business_management',
  'client_management',
  'payment_management',
  'coupon_management',
  'staff_management',
  'analytics',
  'support_tickets',
] as const satisfies readonly StaffPermission[];
export type PlatformPermission = (typeof PLATFORM_PERMISSIONS)[number];

/** The role whose holders hold every platform permission, whatever else they were given. */
export const PLATFORM_ADMIN_ROLE: StaffRole = 'admin';

/** What a platform team member may do: every permission for a platform admin, else the ones they were given. */
export function effectivePlatformPermissions(role: string | null | undefined, granted: readonly string[]): PlatformPermission[] {
  if (role === PLATFORM_ADMIN_ROLE) return [...PLATFORM_PERMISSIONS];
  return PLATFORM_PERMISSIONS.filter((permission) => granted.includes(permission));
}

/**
 * Which permissions open each section of the admin area (any one of them). The API checks each call on its own (the
 * routes' `x-permissions`); this only decides which sections the menu offers.
 */
export const ADMIN_SECTION_PERMISSIONS: Record<string, readonly PlatformPermission[]> = {
  '/admin/overview': ['analytics'],
  '/admin/businesses': ['business_management'],
  '/admin/revenue': ['payment_management', 'analytics'],
  '/admin/support': ['support_tickets'],
  '/admin/system': ['analytics'],
  '/admin/users': ['client_management', 'business_management', 'staff_management'],
  '/admin/features': ['business_management'],
  '/admin/billing': ['payment_management', 'coupon_management'],
};

export const canOpenAdminSection = (path: string, permissions: readonly string[]): boolean =>
  (ADMIN_SECTION_PERMISSIONS[path] ?? []).some((permission) => permissions.includes(permission));

/** The page a platform team invitation link opens. */
export const platformStaffInvitationPath = (code: string) => `/admin-invite/${code}`;

export const PLATFORM_STAFF_MESSAGES = {
  invited: 'Staff invitation sent successfully',
  removed: 'Staff member removed successfully',
  permissionsUpdated: 'Permissions updated successfully',
  empty: 'No platform staff yet',
  notFound: 'Staff member not found',
  invalidPermission: `Permissions must be among ${PLATFORM_PERMISSIONS.join(', ')}`,
  alreadyMember: 'This person is already on the platform team',
  ownAddress: 'You cannot invite yourself',
  ownAccount: 'You cannot change your own access',
  emailTaken: 'An account with this e-mail already exists. Platform team accounts are separate: invite another address.',
  invitationNotFound: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  invitationExpired: 'This invitation has expired. Ask a platform admin to send you a new one.',
  invitationUsed: 'This invitation has already been used. Sign in to your account.',
  invitationRevoked: 'This invitation is no longer valid. Ask a platform admin to send you a new one.',
  accessRemoved: 'Your access to the platform team has been removed',
  notGranted: 'You have not been granted this permission',
} as const;
