import { useDispatch } from 'react-redux';
import type { UserResponseDto } from '@coachcore/api-client/auth';
import { api, type AppDispatch } from '../../lib/api';
import { saveSession } from '../../lib/session';

export interface InvitationSignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * What differs between the client and the staff invitation pages; the forms, the signed-in view and the order of
 * the steps (create or sign in, remember the session, accept, land) are the same.
 */
export interface InvitationFlow {
  /** The account that can accept: in the forms' labels and the signed-in check. */
  accountKind: 'client' | 'staff' | 'admin';
  /** Shown to someone signed in with another kind of account. */
  wrongAccountMessage: string;
  /** Where the person lands once the invitation is accepted. */
  destination: string;
  invitedEmail: string;
  invitedFirstName?: string;
  /** Creates the account; `accepted` when the same call accepted the invitation too. */
  signUp: (values: InvitationSignUpValues) => Promise<{ user: UserResponseDto; accepted: boolean }>;
  /** The toast's text once the account exists and the invitation is accepted. */
  welcome: (user: UserResponseDto) => string;
  /** Accepts for the signed-in account: the message to show, or null once accepted. */
  accept: () => Promise<string | null>;
  isAccepting: boolean;
}

/** Keeps the signed-in user (never the token) and primes the cache, as every sign-in does. */
export function useRememberSignIn() {
  const dispatch = useDispatch<AppDispatch>();
  return (user: UserResponseDto) => {
    saveSession(user);
    dispatch(api.util.upsertQueryData('authMe', undefined, user));
  };
}
