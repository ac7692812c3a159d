import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUPON_MESSAGES, normalizeCouponCode, validateCouponTest } from '@coachcore/domain';
import type { CouponValidationResponseDto } from '@coachcore/api-client/client-coupons';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { useClientCouponsValidateMutation, usePlatformCouponsValidateMutation } from '../api';
import type { CouponStore } from '../coupon-form';

type Result = { valid: true; text: string } | { valid: false; text: string };

const validText = (answer: CouponValidationResponseDto) => `£${answer.discountAmount.toFixed(2)} off (${answer.savingsPercentage}% off)`;

/** Test Coupon Validation: a code and an amount against the open tab's store (section 5's rules, section 8's toasts). */
export function TestCouponBox({ store }: { store: CouponStore }) {
  const [validatePlatform, platformState] = usePlatformCouponsValidateMutation();
  const [validateClient, clientState] = useClientCouponsValidateMutation();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const errors = validateCouponTest({ code, amount });
    const message = errors.form ?? errors.amount ?? errors.code;
    setProblem(message ?? null);
    if (message) {
      toast({ title: message, severity: 'error' });
      return;
    }
    const body = { validateCouponDto: { code: normalizeCouponCode(code), orderAmount: Number(amount) } };
    try {
      const answer = await (store === 'platform' ? validatePlatform(body) : validateClient(body)).unwrap();
      if (answer.valid) {
        setResult({ valid: true, text: validText(answer) });
        toast({ title: COUPON_MESSAGES.valid, description: validText(answer), severity: 'success' });
      } else {
        const text = answer.error ?? COUPON_MESSAGES.codeNotValid;
        setResult({ valid: false, text });
        toast({ title: COUPON_MESSAGES.invalid, description: text, severity: 'error' });
      }
    } catch (error) {
      const text = errorMessage(error, COUPON_MESSAGES.codeNotValid);
      setResult({ valid: false, text });
      toast({ title: COUPON_MESSAGES.invalid, description: text, severity: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="test-coupon-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="test-coupon-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Test Coupon Validation
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField label="Coupon Code" value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} autoComplete="off" size="small" />
        <TextField
          label="Order Amount"
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          size="small"
          error={!!problem}
          helperText={problem ?? undefined}
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
        <Button type="submit" variant="contained" disabled={platformState.isLoading || clientState.isLoading}>
          Test Coupon
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.valid ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          <AlertTitle>{result.valid ? COUPON_MESSAGES.valid : COUPON_MESSAGES.invalid}</AlertTitle>
          {result.text}
        </Alert>
      )}
    </Paper>
  );
}
