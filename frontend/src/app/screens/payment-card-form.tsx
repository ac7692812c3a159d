import { lazy } from 'react';
import type { CardForm } from '../../components/payments/card-form';

// The card forms come with the card step only (Stripe.js and Elements only when Stripe takes the payments).
const SimulatedCardForm = lazy(async () => ({
  default: (await import('../../features/platform-subscription/components/SimulatedCardForm')).SimulatedCardForm,
}));
const StripeCardForm = lazy(async () => ({ default: (await import('../../features/platform-subscription/components/StripeCardForm')).StripeCardForm }));

/** Stripe Elements when Stripe runs (a publishable key), the simulated provider's card form otherwise. */
export const PaymentCardForm: CardForm = ({ publishableKey, ...props }) =>
  publishableKey ? <StripeCardForm publishableKey={publishableKey} {...props} /> : <SimulatedCardForm {...props} />;
