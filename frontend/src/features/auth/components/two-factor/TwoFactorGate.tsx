import { lazy, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../../../hooks/useCurrentUser';
import { useTwoFactorStatusQuery } from '../../api';

/** Loaded only for the few who must still set it up: every shell carries the gate. */
const TwoFactorRequired = lazy(() => import('./TwoFactorRequired').then((m) => ({ default: m.TwoFactorRequired })));

/**
 * Platform admins, and staff whose business requires it, see the set-up instead of any page until two-factor sign-in
 * is on (the API refuses them everything else meanwhile), then their recovery codes once.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  // The first start's /admin/setup (names, password) comes before the set-up, as the API lets it.
  const mayBeRequired = (user?.role === 'admin' && pathname !== '/admin/setup') || user?.role === 'staff';
  const status = useTwoFactorStatusQuery(undefined, { skip: !mayBeRequired });
  // 'enrolling' is kept from the moment the set-up is shown until its recovery codes are acknowledged (the status turns
  // on before). 'done' waits for the refetched status to say enabled: acknowledged before that refetch arrives, the
  // old status would otherwise start the set-up again and keep it shown.
  const [phase, setPhase] = useState<'idle' | 'enrolling' | 'done'>('idle');
  const mustEnrol = Boolean(status.data?.required && !status.data.enabled);
  if (phase === 'idle' && mustEnrol) setPhase('enrolling');
  if (phase === 'done' && status.data?.enabled) setPhase('idle');
  if (phase !== 'enrolling') return children;
  return <TwoFactorRequired onFinished={() => setPhase('done')} />;
}
