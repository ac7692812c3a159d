import { lazyDialog } from '../../../lib/lazy-dialog';

/** Edit Profile, loaded on first opening: every signed-in page offers it, few open it. */
export const ProfileDialog = lazyDialog(() => import('./ProfileDialog').then((m) => m.ProfileDialog));
