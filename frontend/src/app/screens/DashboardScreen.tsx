import { lazyDialog } from '../../lib/lazy-dialog';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';

const NewClientDialog = lazyDialog(() => import('../../features/clients').then((m) => m.ClientFormDialog));

/** Features never import each other: the app hands the dashboard the clients feature's Add Client dialog. */
export function DashboardScreen() {
  return <DashboardPage NewClientDialog={NewClientDialog} />;
}
