import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import type { HelpCategory } from '@coachcore/domain';
import { errorMessage } from '../../../../lib/api-error';
import { useHelpCategoriesQuery } from '../../help-api';

const ICONS: Record<HelpCategory, ReactElement> = {
  getting_started: <RocketLaunchIcon color="primary" />,
  client_management: <PeopleIcon color="primary" />,
  packages_pricing: <LocalOfferIcon color="primary" />,
  workouts: <FitnessCenterIcon color="primary" />,
  nutrition: <RestaurantIcon color="primary" />,
  calendar_bookings: <CalendarMonthIcon color="primary" />,
  forms_waivers: <DescriptionIcon color="primary" />,
  automations: <AutoModeIcon color="primary" />,
  integrations: <ExtensionIcon color="primary" />,
  analytics: <BarChartIcon color="primary" />,
};

/** The ten categories, each opening its articles. */
export function HelpCategoryGrid({ onOpen }: { onOpen: (category: HelpCategory) => void }) {
  const categories = useHelpCategoriesQuery();
  return (
    <section aria-labelledby="help-categories-title">
      <Typography id="help-categories-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Browse by category
      </Typography>
      {categories.isError ? (
        <Alert severity="error">{errorMessage(categories.error, 'Failed to load the categories')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {(categories.data ?? Array.from({ length: 10 }, () => undefined)).map((category, index) => (
            <Grid key={category?.key ?? index} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              {!category ? (
                <Skeleton variant="rounded" height={112} />
              ) : (
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea onClick={() => onOpen(category.key)} sx={{ height: '100%' }} data-testid="help-category">
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                        {ICONS[category.key]}
                        <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {category.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {category.articleCount} {category.articleCount === 1 ? 'article' : 'articles'}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              )}
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
