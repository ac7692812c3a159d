import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import { PLATFORM_SUBSCRIPTION_TEXTS as TEXTS } from '@coachcore/domain';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePlatformSubscriptionConfigQuery } from '../api';
import type { CardFormProps } from './SimulatedCardForm';

// The card forms come with the card step only (Stripe.js and Elements only when Stripe takes the payments).
const SimulatedCardForm = lazy(async () => ({ default: (await import('./SimulatedCardForm')).SimulatedCardForm }));
const StripeCardForm = lazy(async () => ({ default: (await import('./StripeCardForm')).StripeCardForm }));

/** The card form of the provider that runs: Stripe Elements with Stripe's key, the simulated one offline, the notice when neither can run. */
export function CardForm(props: CardFormProps) {
  const config = usePlatformSubscriptionConfigQuery();
  if (config.isLoading) return <PageSpinner />;
  if (config.data?.provider === 'misconfigured') return <Alert severity="warning">{TEXTS.configurationRequired}</Alert>;
  return (
    <Suspense fallback={<PageSpinner />}>
      {config.data?.provider === 'stripe' && config.data.publishableKey ? (
        <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
      ) : (
        <SimulatedCardForm {...props} />
      )}
    </Suspense>
  );
}
