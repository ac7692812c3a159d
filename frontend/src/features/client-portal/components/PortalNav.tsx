import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_PORTAL_MENU } from '@coachcore/domain';

/** The client portal's own navigation (document 3 section 2.12). */
export function PortalNav() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        My Portal
      </Typography>
      <Stack component="nav" aria-label="Client portal" direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {CLIENT_PORTAL_MENU.map((item) => (
          <Button key={item.path} component={RouterLink} to={item.path} variant="outlined" size="small">
            {item.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
