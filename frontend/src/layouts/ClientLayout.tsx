import { useEffect } from 'react';
import { ClientMembership } from '../features/client-portal';
import { OfflineBanner } from '../components/OfflineBanner';
import { startOutbox } from '../lib/offline-outbox';
import { registerPortalServiceWorker } from '../lib/portal-service-worker';
import { AppShell } from './AppShell';

export function ClientLayout() {
  // The portal is an installable app that works offline: its service worker and its outbox start with it.
  useEffect(() => {
    registerPortalServiceWorker().catch(() => undefined);
    return startOutbox();
  }, []);
  return (
    <AppShell area="client" sidebarExtra={<ClientMembership />}>
      <OfflineBanner />
    </AppShell>
  );
}
