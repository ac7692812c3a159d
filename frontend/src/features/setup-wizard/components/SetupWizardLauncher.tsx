import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isOnPlatformDomain, SETUP_WIZARD_DELAY_MS, shouldOpenSetupWizard } from '@coachcore/domain';
import { useAuthMeQuery } from '../../../lib/api';
import { hasSignedInMarker } from '../../../lib/session';
import { isLocallyCompleted, readCloseCount } from '../hooks/wizard-storage';

const SetupWizardDialog = lazy(() => import('./SetupWizardDialog').then((m) => ({ default: m.SetupWizardDialog })));

/** Opens the setup wizard 1.5 s after load when every condition of document 1 section 4 holds. */
export function SetupWizardLauncher() {
  const { pathname } = useLocation();
  const signedIn = hasSignedInMarker();
  const { data: user } = useAuthMeQuery(undefined, { skip: !signedIn });
  const [open, setOpen] = useState(false);
  const [shownThisVisit, setShownThisVisit] = useState(false);

  const eligible =
    !!user &&
    !shownThisVisit &&
    shouldOpenSetupWizard({
      signedIn,
      onboardingCompleted: user.onboardingCompleted,
      locallyCompleted: isLocallyCompleted(),
      email: user.email,
      closeCount: readCloseCount(),
      pathname,
      isPlatformEmail: (email) => isOnPlatformDomain(email),
    });

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => {
      setOpen(true);
      setShownThisVisit(true);
    }, SETUP_WIZARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SetupWizardDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
