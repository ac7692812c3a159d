import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Person from '@mui/icons-material/Person';
import Storefront from '@mui/icons-material/Storefront';
import Business from '@mui/icons-material/Business';
import { BUSINESS_TYPES, type BusinessType } from '@coachcore/domain';
import { CardGrid } from './LandingSection';

const ICONS: Record<BusinessType['id'], typeof Person> = {
  'personal-trainers': Person,
  'fitness-studios': Storefront,
  'gym-chains': Business,
};

/** Personal Trainers, Fitness Studios and Gym Chains with the plan that fits each. */
export function BusinessTypeCards() {
  return (
    <CardGrid>
      {BUSINESS_TYPES.map((type) => {
        const Icon = ICONS[type.id];
        return (
          <Card key={type.id} variant="outlined" data-testid={`business-type-${type.id}`}>
            <CardContent>
              <Icon color="primary" fontSize="large" aria-hidden="true" />
              <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mt: 1 }}>
                {type.title}
              </Typography>
              <Chip label={`${type.plan} plan`} color="primary" variant="outlined" size="small" sx={{ my: 1 }} />
              <Typography color="text.secondary">{type.clients}</Typography>
            </CardContent>
          </Card>
        );
      })}
    </CardGrid>
  );
}
