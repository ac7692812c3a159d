import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/Forum';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { HELP_MESSAGES, SUPPORT_MESSAGES } from '@coachcore/domain';

function HelpCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </div>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}

/** Contact Support and Request Help Content open a support request; the community card leads to the communities. */
export function HelpSupportCards({ onContact, onRequestContent }: { onContact: () => void; onRequestContent: () => void }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <HelpCard
          icon={<SupportAgentIcon color="primary" fontSize="large" />}
          title="Need more help?"
          text="Our support team reads every request and answers here and by e-mail."
          action={
            <Button variant="contained" onClick={onContact}>
              {SUPPORT_MESSAGES.contactSupport}
            </Button>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <HelpCard
          icon={<ForumIcon color="primary" fontSize="large" />}
          title="Community"
          text="Run groups where your clients share progress and support each other."
          action={
            <Button variant="outlined" component={RouterLink} to="/community">
              Open Community
            </Button>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <HelpCard
          icon={<LibraryAddIcon color="primary" fontSize="large" />}
          title="Missing an article?"
          text="Tell us what you were looking for and we will write it."
          action={
            <Button variant="outlined" onClick={onRequestContent}>
              {HELP_MESSAGES.requestContent}
            </Button>
          }
        />
      </Grid>
    </Grid>
  );
}
