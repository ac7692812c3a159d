import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import type { SimulatedConfirmationResponseDto } from '@coachcore/api-client/simulated-payments';
import { errorMessage } from '../../../lib/api-error';
import { useSimulatedPaymentsAuthenticateMutation, useSimulatedPaymentsConfirmMutation } from '../api';
import { cardError, cardPayload, EMPTY_CARD, formatCardNumber, formatExpiry, type CardInput } from '../card-input';

export interface CardFormProps {
  clientSecret: string;
  /** The submit button's label ('Pay £50.00'). */
  submitLabel: string;
  onSucceeded: () => void;
  /** The provider's message (a declined card, a failed authentication). */
  onFailed: (message: string) => void;
  /** Paying (a payment intent's secret, the default) or saving a card for later payments (a setup intent's secret). */
  mode?: 'payment' | 'setup';
  /** Where Stripe returns after a redirect (3D Secure), on this site. */
  returnPath?: string;
}

const ELEMENT_ERROR = '#df1b41';

/**
 * The simulated provider's card form, made to look and behave like Stripe's Card Element: one bordered line with the
 * number, the expiry and the CVC, Stripe's messages under it, and Stripe's test 3D Secure page for cards that need
 * authentication. It confirms through the simulated provider, as Stripe.js confirms at Stripe.
 */
export function SimulatedCardForm({ clientSecret, submitLabel, onSucceeded, onFailed }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [confirm, confirmState] = useSimulatedPaymentsConfirmMutation();
  const [authenticate, authState] = useSimulatedPaymentsAuthenticateMutation();
  const busy = confirmState.isLoading || authState.isLoading;

  const change = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    setError(cardError(next, false));
  };

  const settle = (result: SimulatedConfirmationResponseDto) => {
    if (result.error) {
      setError(result.error.message);
      onFailed(result.error.message);
    } else if (result.paymentIntent.status === 'requires_action') setAuthenticating(true);
    else if (result.paymentIntent.status === 'succeeded') onSucceeded();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = cardError(card, true);
    setError(problem);
    if (problem || busy) return;
    try {
      settle(await confirm({ simulatedConfirmDto: { clientSecret, card: cardPayload(card) } }).unwrap());
    } catch (failure) {
      const message = errorMessage(failure, 'Your payment could not be processed.');
      setError(message);
      onFailed(message);
    }
  };

  const finishAuthentication = async (complete: boolean) => {
    setAuthenticating(false);
    try {
      settle(await authenticate({ simulatedAuthenticateDto: { clientSecret, complete } }).unwrap());
    } catch (failure) {
      onFailed(errorMessage(failure, 'Your payment could not be processed.'));
    }
  };

  const field = { fontSize: 16, '& input::placeholder': { color: '#aab7c4', opacity: 1 } };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment">
      <Box
        data-testid="card-element"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1.25,
          border: '1px solid',
          borderColor: error ? ELEMENT_ERROR : '#e6e6e6',
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: '0 1px 3px rgba(50,50,93,0.07), 0 1px 0 rgba(0,0,0,0.03)',
          '&:focus-within': { borderColor: error ? ELEMENT_ERROR : 'primary.main', boxShadow: '0 0 0 3px rgba(99,91,255,0.25)' },
        }}
      >
        <Box aria-hidden sx={{ width: 28, height: 18, borderRadius: 0.5, bgcolor: '#1a1f71', flexShrink: 0 }} />
        <InputBase
          sx={{ ...field, flex: 1, minWidth: 0 }}
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(event) => change('number', formatCardNumber(event.target.value))}
          slotProps={{ input: { 'aria-label': 'Card number', inputMode: 'numeric', autoComplete: 'cc-number' } }}
        />
        <InputBase
          sx={{ ...field, width: 72 }}
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          slotProps={{ input: { 'aria-label': 'Expiration date', inputMode: 'numeric', autoComplete: 'cc-exp' } }}
        />
        <InputBase
          sx={{ ...field, width: 48 }}
          placeholder="CVC"
          value={card.cvc}
          onChange={(event) => change('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ input: { 'aria-label': 'Security code', inputMode: 'numeric', autoComplete: 'cc-csc' } }}
        />
      </Box>
      <Typography role="alert" variant="body2" sx={{ color: ELEMENT_ERROR, minHeight: 24, mt: 0.75 }}>
        {error ?? ''}
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for authentication.
      </Typography>

      <Dialog open={authenticating} aria-labelledby="three-d-secure-title">
        <DialogTitle id="three-d-secure-title">3D Secure 2 Test Page</DialogTitle>
        <DialogContent>
          <Typography>This is a test authentication page. Complete or fail this test payment.</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="error" onClick={() => void finishAuthentication(false)}>
            Fail authentication
          </Button>
          <Button variant="contained" onClick={() => void finishAuthentication(true)}>
            Complete authentication
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
