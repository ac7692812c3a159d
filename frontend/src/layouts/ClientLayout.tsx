import { ClientMembership } from '../features/client-portal';
import { AppShell } from './AppShell';

export function ClientLayout() {
  return <AppShell area="client" sidebarExtra={<ClientMembership />} />;
}
