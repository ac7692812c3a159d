import { Navigate, Outlet } from 'react-router-dom';
import { redirectFromHome, redirectFromSignedOutPage } from '@coachcore/domain';
import { readStoredSession } from '../../../lib/session';

/** Login and signup: a signed-in user is sent on to their workspace. */
export function RequireSignedOut() {
  const session = readStoredSession();
  if (session.status === 'signed-in') return <Navigate to={redirectFromSignedOutPage(session.user)} replace />;
  return <Outlet />;
}

/** Home screens: a signed-in user goes to their workspace instead of the landing page. */
export function HomeRedirect() {
  const session = readStoredSession();
  if (session.status === 'signed-in') return <Navigate to={redirectFromHome(session.user)} replace />;
  return <Outlet />;
}
