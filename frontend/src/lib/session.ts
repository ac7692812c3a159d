import type { UserResponseDto } from '@coachcore/api-client/auth';

/**
 * What the browser keeps about the session. The session itself is the httpOnly `coach_session` cookie;
 * the browser stores only the signed-in user (for routing and the shell) and a marker that a sign-in happened.
 */
export const STORAGE_KEYS = {
  user: 'user',
  signedIn: 'signedIn',
  onboardingCompleted: 'onboardingCompleted',
  onboardingCloseCount: 'onboardingCloseCount',
  setupWizardTasks: 'setupWizardTasks',
} as const;

/** Keys an earlier version stored; cleared together with the current ones. */
const LEGACY_KEYS = ['token', 'authToken', 'auth_token', 'currentUser'] as const;

export type StoredUser = Pick<UserResponseDto, 'email' | 'role'> & Partial<UserResponseDto>;

export type StoredSession = { status: 'signed-out' } | { status: 'signed-in'; user: StoredUser };

export function saveSession(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.signedIn, 'true');
}

export function updateStoredUser(user: StoredUser): void {
  if (localStorage.getItem(STORAGE_KEYS.signedIn)) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function hasSignedInMarker(): boolean {
  return localStorage.getItem(STORAGE_KEYS.signedIn) === 'true';
}

export function clearSession(): void {
  for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.signedIn, ...LEGACY_KEYS]) localStorage.removeItem(key);
}

/** Reads the stored session; a stored user that cannot be parsed clears every stored session value. */
export function readStoredSession(): StoredSession {
  if (!hasSignedInMarker()) return { status: 'signed-out' };
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return { status: 'signed-out' };
  try {
    const user = JSON.parse(raw) as unknown;
    if (user && typeof user === 'object' && typeof (user as StoredUser).email === 'string') {
      return { status: 'signed-in', user: user as StoredUser };
    }
  } catch {
    // fall through: treated like any other unreadable value
  }
  clearSession();
  return { status: 'signed-out' };
}

export function clearAllBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
