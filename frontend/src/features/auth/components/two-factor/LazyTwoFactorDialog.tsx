import { lazyDialog } from '../../../../lib/lazy-dialog';

/** Loaded on first opening: every signed-in page offers it, few open it. */
export const TwoFactorDialog = lazyDialog(() => import('./TwoFactorDialog').then((m) => m.TwoFactorDialog));
