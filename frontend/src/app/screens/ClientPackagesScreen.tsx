import { ClientPackagesPage } from '../../features/client-packages/pages/ClientPackagesPage';
import { PaymentCardForm } from './payment-card-form';

/** Features never import each other: the app hands the client's packages page the platform subscription's card forms. */
export function ClientPackagesScreen() {
  return <ClientPackagesPage CardForm={PaymentCardForm} />;
}
