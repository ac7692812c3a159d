import { useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { CardFormProps } from './SimulatedCardForm';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js once per publishable key (loadStripe adds Stripe's script to the page). */
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

function PaymentForm({
  submitLabel,
  onSucceeded,
  onFailed,
  mode = 'payment',
  returnPath = '/platform-subscription/success',
}: Omit<CardFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // Confirmation goes to Stripe; a card that needs a redirect (3D Secure) returns to the given page of the site.
    const confirmParams = { return_url: `${window.location.origin}${returnPath}` };
    const result =
      mode === 'setup'
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
    setBusy(false);
    if (result.error) {
      const message = result.error.message ?? 'Your payment could not be processed.';
      setError(message);
      onFailed(message);
    } else onSucceeded();
  };

  return (
    <form onSubmit={submit} aria-label="Card payment" noValidate>
      <PaymentElement />
      <Typography role="alert" variant="body2" color="error" sx={{ minHeight: 24, mt: 0.75 }}>
        {error ?? ''}
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!stripe || busy} sx={{ mt: 1 }}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}

/** The card form with Stripe Elements, when Stripe takes the payments (its publishable key is configured). */
export function StripeCardForm({ publishableKey, clientSecret, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentForm {...props} />
    </Elements>
  );
}
