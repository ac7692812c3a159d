import { AppShell } from './AppShell';

export function StaffLayout() {
  return <AppShell area="staff" />;
}
