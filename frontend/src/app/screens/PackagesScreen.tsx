import { ClientPaymentsPanel } from '../../features/client-payments/components/ClientPaymentsPanel';
import { PackagesPage } from '../../features/packages/pages/PackagesPage';

/** Coaching Packages with the business's client payments under them (each refundable): two features, composed here. */
export function PackagesScreen() {
  return (
    <>
      <PackagesPage />
      <ClientPaymentsPanel />
    </>
  );
}
