import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuthMeQuery } from '../../../lib/api';
import { PageSpinner } from '../../../components/PageSpinner';
import { isUnauthorized } from '../../../lib/api-error';
import { clearSession, hasSignedInMarker, updateStoredUser } from '../../../lib/session';

/** Pages that need a session: no stored marker sends the visitor to '/'; an expired session is cleared. */
export function RequireSignIn() {
  const signedIn = hasSignedInMarker();
  const { data, error, isLoading } = useAuthMeQuery(undefined, { skip: !signedIn });
  const expired = isUnauthorized(error);

  useEffect(() => {
    if (expired) clearSession();
    else if (data) updateStoredUser(data);
  }, [expired, data]);

  if (!signedIn || expired) return <Navigate to="/" replace />;
  if (isLoading) return <PageSpinner label="Checking your session" />;
  return <Outlet />;
}
