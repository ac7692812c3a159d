import { ClientFormDialog } from '../../features/clients';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';

/** Features never import each other: the app hands the dashboard the clients feature's Add Client dialog. */
export function DashboardScreen() {
  return <DashboardPage NewClientDialog={ClientFormDialog} />;
}
