/** The platform admin area (document 3 sections 2.6, 4 and 8): its texts, statuses and the access-lock messages. */

/** A business's status as the admin list shows it (document 3 section 3: subscriptionStatus). */
export const BUSINESS_STATUSES = ['active', 'suspended', 'canceled', 'past_due'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The admin list's status filter (all shows every status). */
export const BUSINESS_STATUS_FILTERS = ['all', 'active', 'suspended', 'canceled'] as const;
export type BusinessStatusFilter = (typeof BUSINESS_STATUS_FILTERS)[number];

/** The plan a business without a subscription plan shows. */
export const FREE_PLAN_LABEL = 'Free';

/** Whether an account can sign in: disabled accounts cannot, and lose their sessions. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What the audit trail records (one entry per admin or owner action that changes another person's access or data). */
export const AUDIT_ACTIONS = [
  'business_suspended',
  'business_reactivated',
  'client_deleted',
  'user_disabled',
  'user_enabled',
  'user_signed_out',
  'staff_permissions_changed',
  'staff_removed',
  'support_ticket_assigned',
  'support_ticket_closed',
  'feature_flag_changed',
  'two_factor_reset',
  'platform_staff_permissions_changed',
  'platform_staff_removed',
  'payment_refunded',
  'coupon_created',
  'coupon_updated',
  'coupon_deleted',
  'staff_client_assigned',
  'staff_client_unassigned',
  'staff_two_factor_policy_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'business',
  'client',
  'user',
  'support_ticket',
  'feature_flag',
  /** A client's payment to their coach (a refund). */
  'payment',
  /** A platform coupon (the admin's coupon manager). */
  'platform_coupon',
  /** One of a business's client coupons. */
  'client_coupon',
  /** A pending staff invitation (client assignments made before it is accepted). */
  'staff_invitation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  business_suspended: 'Business suspended',
  business_reactivated: 'Business reactivated',
  client_deleted: 'Client deleted',
  user_disabled: 'Account disabled',
  user_enabled: 'Account enabled',
  user_signed_out: 'Signed out everywhere',
  staff_permissions_changed: 'Staff permissions changed',
  staff_removed: 'Staff member removed',
  support_ticket_assigned: 'Support ticket assigned',
  support_ticket_closed: 'Support ticket closed',
  feature_flag_changed: 'Feature flag changed',
  two_factor_reset: 'Two-factor authentication reset',
  platform_staff_permissions_changed: 'Platform staff permissions changed',
  platform_staff_removed: 'Platform staff member removed',
  payment_refunded: 'Payment refunded',
  coupon_created: 'Coupon created',
  coupon_updated: 'Coupon changed',
  coupon_deleted: 'Coupon deleted',
  staff_client_assigned: 'Client assigned to staff member',
  staff_client_unassigned: 'Client unassigned from staff member',
  staff_two_factor_policy_changed: 'Staff two-factor requirement changed',
};

/** Prefix of every refusal caused by a suspended business, so a screen can tell it from other 403s. */
export const BUSINESS_SUSPENDED_PREFIX = 'This business has been suspended';

/** Why the payment grace period suspends a business (legal pages: 30-day payment grace period). */
export const PAYMENT_SUSPENSION_REASON = 'the platform subscription payment is overdue and its 30-day grace period has ended';

/** Where a business suspended for payment pays. */
export const PAYMENT_SUSPENSION_PAY_PATH = '/platform-subscription';

export const ADMIN_AREA_MESSAGES = {
  suspendConfirm: 'This will suspend the business and prevent access to the platform.',
  deleteClientConfirm: 'This will permanently delete the client and all associated data.',
  businessSuspended: 'Business suspended successfully',
  businessReactivated: 'Business reactivated successfully',
  clientDeleted: 'Client deleted successfully',
  userDisabled: 'Account disabled successfully',
  userEnabled: 'Account enabled successfully',
  userSignedOut: 'User signed out of every session',
  noBusinesses: 'No businesses found',
  noClients: 'No clients found',
  noUsers: 'No users found',
  noAuditEntries: 'No audit entries yet',
  businessNotFound: 'Business not found',
  clientNotFound: 'Client not found',
  userNotFound: 'User not found',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  alreadySuspended: 'This business is already suspended',
  notSuspended: 'This business is already active',
  alreadyDisabled: 'This account is already disabled',
  notDisabled: 'This account is not disabled',
  ownAccount: 'You cannot change access to your own account',
  accountDisabled: 'This account has been disabled. Contact support to restore access.',
  /** The owner reads why and how to resolve it. */
  ownerSuspended: (reason: string) => `${BUSINESS_SUSPENDED_PREFIX}: ${reason}. Contact CoachCore support to resolve it and reactivate your account.`,
  /** The owner of a business the payment grace period suspended: why, and how to pay (the subscription page). */
  ownerSuspendedForPayment: `${BUSINESS_SUSPENDED_PREFIX}: ${PAYMENT_SUSPENSION_REASON}. Update your payment method on the Subscription page to pay the overdue invoice and reactivate your account.`,
  /** Staff and clients: the owner is the one who resolves it. */
  memberSuspended: `${BUSINESS_SUSPENDED_PREFIX} by the platform. Please contact the business owner.`,
} as const;

/** Whether an error message is a suspended business's refusal. */
export const isBusinessSuspendedMessage = (message: unknown): message is string => typeof message === 'string' && message.startsWith(BUSINESS_SUSPENDED_PREFIX);

/** The label of a plan: the subscription plan's name, or Free without one. */
export const planLabel = (plan: string | null | undefined): string => (plan && plan.trim() ? plan : FREE_PLAN_LABEL);

/** The Suspend dialog's rule, as the server checks it: a reason of 1 to 500 characters. */
export function validateSuspension(input: { reason: string }): Partial<Record<'reason', string>> {
  const reason = input.reason.trim();
  if (!reason) return { reason: ADMIN_AREA_MESSAGES.reasonRequired };
  if (reason.length > 500) return { reason: ADMIN_AREA_MESSAGES.reasonTooLong };
  return {};
}
