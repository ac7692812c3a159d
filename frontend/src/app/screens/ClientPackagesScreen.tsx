import { lazy } from 'react';
import { ClientPackagesPage } from '../../features/client-packages/pages/ClientPackagesPage';
import type { CardForm } from '../../features/client-packages/components/PurchaseDialog';

// The card forms come with the card step only (Stripe.js and Elements only when Stripe takes the payments).
const SimulatedCardForm = lazy(async () => ({
  default: (await import('../../features/platform-subscription/components/SimulatedCardForm')).SimulatedCardForm,
}));
const StripeCardForm = lazy(async () => ({ default: (await import('../../features/platform-subscription/components/StripeCardForm')).StripeCardForm }));

/** Stripe Elements when Stripe runs (a publishable key), the simulated provider's card form otherwise. */
const PackageCardForm: CardForm = ({ publishableKey, ...props }) =>
  publishableKey ? <StripeCardForm publishableKey={publishableKey} {...props} /> : <SimulatedCardForm {...props} />;

/** Features never import each other: the app hands the client's packages page the platform subscription's card forms. */
export function ClientPackagesScreen() {
  return <ClientPackagesPage CardForm={PackageCardForm} />;
}
