/** Where the browser sends a user, by the rules of document 1 section 4. */
export interface RoutableUser {
  email?: string | null;
  role?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export const DEFAULT_PLATFORM_ADMIN_DOMAIN = 'coachcore.app';

export function isOnPlatformDomain(email: string | null | undefined, domain = DEFAULT_PLATFORM_ADMIN_DOMAIN): boolean {
  if (!email) return false;
  return email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}

/** Address after a successful sign-in. */
export function homeAfterSignIn(user: RoutableUser, domain = DEFAULT_PLATFORM_ADMIN_DOMAIN): string {
  if (isOnPlatformDomain(user.email, domain)) return '/admin/overview';
  if (user.role === 'admin') return '/admin/overview';
  if (user.role === 'client') return '/client';
  return '/';
}

/** Address for a signed-in user who opens /login or /signup. */
export function redirectFromSignedOutPage(user: RoutableUser, domain = DEFAULT_PLATFORM_ADMIN_DOMAIN): string {
  if (isOnPlatformDomain(user.email, domain)) {
    const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
    return fullName === 'Admin User' ? '/admin/setup' : '/admin/overview';
  }
  if (user.role === 'client') return '/client';
  return '/dashboard';
}

/** Address for a signed-in user who opens a home screen. */
export function redirectFromHome(user: RoutableUser, domain = DEFAULT_PLATFORM_ADMIN_DOMAIN): string {
  if (isOnPlatformDomain(user.email, domain)) return '/admin/overview';
  if (user.role === 'client') return '/client';
  return '/dashboard';
}
