import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_MESSAGES } from '@coachcore/domain';
import { useClientPortalFormsListQuery } from '../api';

/** Forms to Sign: the forms the coach still needs from the client (required or assigned), each a link to fill it in. */
export function OutstandingFormsCard() {
  const { data } = useClientPortalFormsListQuery();
  const outstanding = (data ?? []).filter((form) => form.status === 'outstanding');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="outstanding-forms-title" data-testid="outstanding-forms-card" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="outstanding-forms-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Forms to Sign
      </Typography>
      {outstanding.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {data ? FORM_MESSAGES.noOutstanding : 'Loading...'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {outstanding.map((form) => (
            <Stack component="li" key={form.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography>{form.title}</Typography>
              <Button component={RouterLink} to={`/client/forms/${form.id}`} size="small" variant="contained">
                Fill In
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
