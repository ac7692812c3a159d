import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FREE_TRIAL_DAYS, LANDING_PRICE_USD, convertPrice, formatPrice } from '@coachcore/domain';
import { useLandingCurrency } from '../hooks/useLandingCurrency';
import { PLATFORM_PLAN_FEATURES } from '../content/testimonials';
import { CurrencySelector } from './CurrencySelector';
import { FeatureList } from './FeatureList';

/** The /landing plan card: 50 USD a month shown in the visitor's currency. */
export function CurrencyPlanCard() {
  const { currency, currencies, choose } = useLandingCurrency();
  const price = formatPrice(convertPrice(LANDING_PRICE_USD, currency.rate), currency.code);

  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <CurrencySelector value={currency.code} currencies={currencies} onChange={choose} />
      </Box>
      <Card variant="outlined" component="article" aria-labelledby="platform-plan-name" sx={{ borderWidth: 2, borderColor: 'primary.main' }}>
        <CardContent>
          <Typography id="platform-plan-name" component="h3" variant="h5" sx={{ fontWeight: 700 }}>
            CoachCore Platform
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            One plan with every feature you need to run your coaching business.
          </Typography>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            <Box component="span" data-testid="plan-price" sx={{ fontSize: '2.75rem', fontWeight: 700 }}>
              {price}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              per month
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {currency.code === 'USD'
              ? 'Prices in US dollars.'
              : `Converted from US$${LANDING_PRICE_USD} and rounded to whole units; the rate changes with the market.`}
          </Typography>
          <FeatureList items={PLATFORM_PLAN_FEATURES} />
        </CardContent>
        <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', gap: 1.5 }}>
          <Button component={RouterLink} to="/signup" variant="contained" fullWidth size="large">
            Start Free Trial
          </Button>
          <Typography variant="body2" color="text.secondary" align="center">
            {FREE_TRIAL_DAYS}-day free trial · No credit card required · Cancel anytime
          </Typography>
        </CardActions>
      </Card>
      <Typography align="center" sx={{ mt: 3 }}>
        Running several locations?{' '}
        <Link component={RouterLink} to="/enterprise">
          Talk to us about Enterprise
        </Link>
      </Typography>
    </Box>
  );
}
