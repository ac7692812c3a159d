import { AppShell } from './AppShell';
import { SetupWizardLauncher } from '../features/setup-wizard';

export function BusinessLayout() {
  return (
    <AppShell area="business">
      <SetupWizardLauncher />
    </AppShell>
  );
}
