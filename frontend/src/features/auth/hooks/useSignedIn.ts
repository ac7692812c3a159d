import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { AuthResponseDto } from '@coachcore/api-client/auth';
import { homeAfterSignIn } from '@coachcore/domain';
import { api, type AppDispatch } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

/** After login or registration: keep the user (never the token), prime the cache, route by role. */
export function useSignedIn() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return (response: AuthResponseDto) => {
    saveSession(response.user);
    dispatch(api.util.upsertQueryData('authMe', undefined, response.user));
    navigate(homeAfterSignIn(response.user), { replace: true });
  };
}
