import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LANDING_PLANS } from '@coachcore/domain';
import { CardGrid } from './LandingSection';
import { FeatureList } from './FeatureList';
import { PopularBadge } from './PopularBadge';

/** Starter, Professional (Most Popular) and Enterprise, each with Start Free Trial. */
export function PlanCards() {
  return (
    <CardGrid>
      {LANDING_PLANS.map((plan) => (
        <Card
          key={plan.id}
          component="article"
          aria-labelledby={`plan-${plan.id}-name`}
          data-testid={`plan-${plan.id}`}
          variant="outlined"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            borderWidth: plan.popular ? 2 : 1,
            borderColor: plan.popular ? 'primary.main' : 'divider',
          }}
        >
          <CardContent sx={{ flexGrow: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography id={`plan-${plan.id}-name`} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              {plan.popular && <PopularBadge />}
            </Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {plan.description}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 700 }}>
                ${plan.price}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                per month
              </Box>
            </Typography>
            <FeatureList items={plan.features} />
          </CardContent>
          <CardActions sx={{ p: 2, pt: 0 }}>
            <Button
              component={RouterLink}
              to="/signup"
              fullWidth
              variant={plan.popular ? 'contained' : 'outlined'}
              aria-label={`Start Free Trial with ${plan.name}`}
            >
              Start Free Trial
            </Button>
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}
