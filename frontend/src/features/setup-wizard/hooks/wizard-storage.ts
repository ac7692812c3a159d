import { SETUP_WIZARD_MAX_CLOSES } from '@coachcore/domain';
import { STORAGE_KEYS } from '../../../lib/session';

export const isLocallyCompleted = () => localStorage.getItem(STORAGE_KEYS.onboardingCompleted) === 'true';

export const readCloseCount = () => {
  const count = Number.parseInt(localStorage.getItem(STORAGE_KEYS.onboardingCloseCount) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
};

/** One more close (X or Skip); the fifth sets the local completed flag for good. */
export function recordClose(): number {
  const count = readCloseCount() + 1;
  localStorage.setItem(STORAGE_KEYS.onboardingCloseCount, String(count));
  if (count >= SETUP_WIZARD_MAX_CLOSES) localStorage.setItem(STORAGE_KEYS.onboardingCompleted, 'true');
  return count;
}

export function markCompleted(): void {
  localStorage.setItem(STORAGE_KEYS.onboardingCompleted, 'true');
  localStorage.removeItem(STORAGE_KEYS.onboardingCloseCount);
  // Ticks once kept in the browser (before the server read them from the business's data).
  localStorage.removeItem(STORAGE_KEYS.setupWizardTasks);
}
