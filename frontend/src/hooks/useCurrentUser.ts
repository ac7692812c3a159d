import { useAuthMeQuery } from '../lib/api';
import { hasSignedInMarker, readStoredSession, type StoredUser } from '../lib/session';

/** The signed-in user: the server's answer, or the stored user while it loads or if it fails. */
export function useCurrentUser(): { user: StoredUser | undefined; isLoading: boolean; refetch: () => void } {
  const signedIn = hasSignedInMarker();
  const { data, isLoading, refetch } = useAuthMeQuery(undefined, { skip: !signedIn });
  const stored = readStoredSession();
  const user = data ?? (stored.status === 'signed-in' ? stored.user : undefined);
  return { user, isLoading, refetch: () => void refetch() };
}
