import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUPON_MESSAGES, couponAppliedText, normalizeCouponCode, PLATFORM_SUBSCRIPTION_TEXTS as TEXTS } from '@coachcore/domain';
import type { PlatformCouponSummaryDto } from '@coachcore/api-client/platform-coupons';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { usePlatformCouponsCheckMutation } from '../api';

interface CouponBoxProps {
  applied: PlatformCouponSummaryDto | null;
  onApplied: (coupon: PlatformCouponSummaryDto) => void;
  /** While the subscription is being created or paid: the coupon can no longer change. */
  locked?: boolean;
}

/**
 * The coupon box of Choose Your Plan (document 3 sections 2.1 and 8): Apply needs a non-empty trimmed code; once a
 * coupon is applied the code field and Apply are disabled.
 */
export function CouponBox({ applied, onApplied, locked = false }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, checkState] = usePlatformCouponsCheckMutation();
  const toast = useToast();
  const trimmed = code.trim();
  const disabled = !!applied || locked;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || disabled) return;
    setProblem(null);
    try {
      const { coupon } = await check({ platformCouponCheckDto: { code: normalizeCouponCode(trimmed) } }).unwrap();
      onApplied(coupon);
      toast({ title: COUPON_MESSAGES.applied, description: couponAppliedText(coupon.type, coupon.value), severity: 'success' });
    } catch (error) {
      const message = errorMessage(error, TEXTS.couponNotValid);
      setProblem(message);
      toast({ title: TEXTS.invalidCoupon, description: message, severity: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="coupon-box-title" sx={{ mb: 2 }}>
      <Typography id="coupon-box-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Have a coupon?
      </Typography>
      <Stack component="form" noValidate onSubmit={(event) => void apply(event)} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Coupon Code"
          size="small"
          value={applied ? applied.code : code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setProblem(null);
          }}
          disabled={disabled}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={disabled || !trimmed || checkState.isLoading}>
          Apply
        </Button>
      </Stack>
      {applied ? (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          <AlertTitle>{COUPON_MESSAGES.applied}</AlertTitle>
          {couponAppliedText(applied.type, applied.value)}
        </Alert>
      ) : (
        problem && (
          <Alert severity="error" role="status" sx={{ mt: 1.5 }}>
            <AlertTitle>{TEXTS.invalidCoupon}</AlertTitle>
            {problem}
          </Alert>
        )
      )}
    </Box>
  );
}
