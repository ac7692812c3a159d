import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LANDING_FEATURES } from '../content/features';
import { CardGrid } from './LandingSection';

/** The six feature cards. */
export function FeatureGrid() {
  return (
    <CardGrid>
      {LANDING_FEATURES.map(({ title, description, icon: Icon }) => (
        <Card key={title} variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Box
              sx={{
                display: 'inline-flex',
                p: 1.25,
                mb: 2,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{description}</Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
