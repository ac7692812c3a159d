import { AppShell } from './AppShell';

export function ClientLayout() {
  return <AppShell area="client" />;
}
