import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { UserResponseDto } from '@coachcore/api-client';
import { api, type AppDispatch } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

/** Keeps the signed-in user (never the token) and primes the cache, as every sign-in does. */
export function useRememberSignIn() {
  const dispatch = useDispatch<AppDispatch>();
  return (user: UserResponseDto) => {
    saveSession(user);
    dispatch(api.util.upsertQueryData('authMe', undefined, user));
  };
}

/** After the invitation is accepted: the client portal. */
export function useEnterClientPortal() {
  const navigate = useNavigate();
  return () => navigate('/client', { replace: true });
}
