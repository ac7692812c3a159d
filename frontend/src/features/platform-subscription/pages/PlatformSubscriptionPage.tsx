import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import {
  COUPON_MESSAGES,
  DEFAULT_PLATFORM_CURRENCY,
  discountedPrice,
  PLATFORM_CURRENCY_CODES,
  PLATFORM_CURRENCY_RATES,
  PLATFORM_CURRENCY_SYMBOLS,
  PLATFORM_PLAN,
  PLATFORM_PLAN_FEATURES,
  PLATFORM_SUBSCRIPTION_TEXTS as TEXTS,
  platformPlanPrice,
  type PlatformCurrencyCode,
} from '@coachcore/domain';
import type { PlatformCouponSummaryDto } from '@coachcore/api-client/platform-coupons';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToast } from '../../../components/toast/toast-context';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { usePlatformSubscriptionConfigQuery, usePlatformSubscriptionCreateMutation, usePlatformSubscriptionStatusQuery } from '../api';
import { CouponBox } from '../components/CouponBox';
import { ManageSubscription } from '../components/ManageSubscription';

// The card forms come with the card step only (Stripe.js and Elements only when Stripe takes the payments).
const SimulatedCardForm = lazy(async () => ({ default: (await import('../components/SimulatedCardForm')).SimulatedCardForm }));
const StripeCardForm = lazy(async () => ({ default: (await import('../components/StripeCardForm')).StripeCardForm }));

const MANAGED = new Set(['active', 'trialing', 'past_due', 'suspended']);

/** Whole amounts as they are ('£50'); a discount's pence when it has some ('£42.50'). */
const money = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** The plan's price in `currency` after the coupon (section 9's maths; a fixed coupon's pounds converted at the same rate). */
function couponPrice(price: number, currency: PlatformCurrencyCode, coupon: PlatformCouponSummaryDto): number {
  const value = coupon.type === 'fixed' ? coupon.value * PLATFORM_CURRENCY_RATES[currency] : coupon.value;
  return discountedPrice(price, coupon.type, value);
}

/** Choose Your Plan (/platform-subscription and /subscribe; document 3 section 2.1): the plan, then the card form; the manage view once active. */
export function PlatformSubscriptionPage() {
  const status = usePlatformSubscriptionStatusQuery();
  const config = usePlatformSubscriptionConfigQuery();
  const [currency, setCurrency] = useState<PlatformCurrencyCode>(DEFAULT_PLATFORM_CURRENCY);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<PlatformCouponSummaryDto | null>(null);
  const [create, createState] = usePlatformSubscriptionCreateMutation();
  const runWithToasts = useMutationToasts();
  const toast = useToast();
  const navigate = useNavigate();

  if (status.isLoading || config.isLoading) return <PageSpinner />;
  if (status.data && MANAGED.has(status.data.status))
    return (
      <>
        <PageHeader title="Subscription" subtitle="Your CoachCore plan." />
        <ManageSubscription status={status.data} />
      </>
    );

  const getStarted = async () => {
    const request = create({ createPlatformSubscriptionDto: { priceId: PLATFORM_PLAN.priceId, ...(coupon ? { couponCode: coupon.code } : {}) } });
    const outcome = await runWithToasts(request.unwrap(), { failure: { fallback: TEXTS.createFailed, inlineOnly: true } });
    if (!outcome.ok) {
      const invalidCoupon = outcome.message === TEXTS.couponNotValid;
      toast({ title: invalidCoupon ? TEXTS.invalidCoupon : 'Error', description: outcome.message, severity: 'error' });
      return;
    }
    if (outcome.data.freeAccess) {
      // Free access needs no card: the refetched status turns this page into the active view.
      toast({ title: TEXTS.activated, description: COUPON_MESSAGES.freeAccessGranted, severity: 'success' });
      void status.refetch();
    } else if (outcome.data.clientSecret) setClientSecret(outcome.data.clientSecret);
    else void status.refetch();
  };

  const provider = config.data?.provider;
  const cardFormProps = (secret: string) => ({
    clientSecret: secret,
    submitLabel: `Pay £${(coupon ? discountedPrice(PLATFORM_PLAN.amount, coupon.type, coupon.value) : PLATFORM_PLAN.amount).toFixed(2)}`,
    onSucceeded: () => navigate('/platform-subscription/success'),
    onFailed: (message: string) => toast({ title: TEXTS.paymentFailed, description: message, severity: 'error' }),
  });
  const price = platformPlanPrice(currency);
  const symbol = PLATFORM_CURRENCY_SYMBOLS[currency];
  const finalPrice = coupon ? couponPrice(price, currency, coupon) : price;
  return (
    <>
      <PageHeader title={TEXTS.title} subtitle="One plan with everything you need to run your coaching business." />
      <Paper variant="outlined" component="section" aria-label={PLATFORM_PLAN.name} sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {PLATFORM_PLAN.name}
          </Typography>
          <TextField
            select
            size="small"
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as PlatformCurrencyCode)}
            sx={{ minWidth: 120 }}
          >
            {PLATFORM_CURRENCY_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'baseline' }}>
          <Typography component="p" data-testid="plan-price">
            <Box component="span" sx={{ fontSize: 44, fontWeight: 800 }}>
              {symbol}
              {money(finalPrice)}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
              /month
            </Box>
          </Typography>
          {coupon && finalPrice !== price && (
            <Typography component="p" sx={{ color: 'text.secondary' }}>
              <Box component="s" data-testid="plan-original-price" aria-label={`was ${symbol}${price}`}>
                {symbol}
                {price}
              </Box>
            </Typography>
          )}
        </Stack>
        <List dense aria-label="Features">
          {PLATFORM_PLAN_FEATURES.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 2 }} />
        {provider !== 'misconfigured' && <CouponBox applied={coupon} onApplied={setCoupon} locked={!!clientSecret || createState.isLoading} />}
        {provider === 'misconfigured' ? (
          <Alert severity="warning">{TEXTS.configurationRequired}</Alert>
        ) : clientSecret ? (
          <Box component="section" aria-label="Payment details">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
              Payment details
            </Typography>
            <Suspense fallback={<PageSpinner />}>
              {provider === 'stripe' && config.data?.publishableKey ? (
                <StripeCardForm publishableKey={config.data.publishableKey} {...cardFormProps(clientSecret)} />
              ) : (
                <SimulatedCardForm {...cardFormProps(clientSecret)} />
              )}
            </Suspense>
          </Box>
        ) : (
          <Button variant="contained" size="large" fullWidth onClick={() => void getStarted()} disabled={createState.isLoading}>
            {createState.isLoading ? TEXTS.settingUp : 'Get Started'}
          </Button>
        )}
      </Paper>
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/platform-subscription/plans">
          Compare the Starter, Professional and Enterprise plans
        </Link>
      </Typography>
    </>
  );
}
