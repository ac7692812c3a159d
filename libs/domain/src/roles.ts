/** Every role a user can hold. Self-signup offers only SELF_SIGNUP_ROLES. */
export const ROLES = ['admin', 'business', 'staff', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const SELF_SIGNUP_ROLES = ['business', 'client'] as const;
export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];

export const DEFAULT_ROLE: Role = 'business';

/** Permissions a business owner can grant to staff (document 3 sections 2.8 and 6). */
export const STAFF_PERMISSIONS = [
  'view_clients',
  'manage_workouts',
  'schedule_sessions',
  'send_messages',
  'business_management',
  'client_management',
  'payment_management',
  'coupon_management',
  'staff_management',
  'analytics',
  'support_tickets',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
