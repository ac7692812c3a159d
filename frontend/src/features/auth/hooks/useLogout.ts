import { useState } from 'react';
import { AUTH_MESSAGES } from '@coachcore/domain';
import { useAuthLogoutMutation } from '../../../lib/api';
import { useToast } from '../../../components/toast/toast-context';
import { clearAllBrowserStorage } from '../../../lib/session';

/**
 * 'menu': the user-card logout; on success clears storage and cache and goes to /login, on failure shows a toast.
 * 'admin-header': clears storage, calls the endpoint and goes to the site root even when the call fails.
 */
export function useLogout(variant: 'menu' | 'admin-header' = 'menu') {
  const [logout] = useAuthLogoutMutation();
  const [pending, setPending] = useState(false);
  const toast = useToast();

  // A full page load to the target empties the data cache and every component's state at once; an
  // in-app navigation would let the guarded page, seeing the cleared storage, redirect to '/' first.
  const finish = (to: string) => {
    clearAllBrowserStorage();
    window.location.replace(to);
  };

  const run = async () => {
    setPending(true);
    if (variant === 'admin-header') {
      clearAllBrowserStorage();
      await logout()
        .unwrap()
        .catch(() => undefined); // the site root either way
      finish('/');
      return;
    }
    try {
      await logout().unwrap();
      finish('/login');
    } catch {
      setPending(false);
      toast({ title: 'Logout Error', description: AUTH_MESSAGES.logoutFailed, severity: 'error' });
    }
  };

  return { logout: run, pending };
}
