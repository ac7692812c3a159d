import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoalSummary } from '../../../components/goals/GoalSummary';
import { useClientPortalGoalsListQuery } from '../api';

const SHOWN = 3;

/** Active Goals (how many) and Your Goals: the first three active goals with their progress (GET /api/client/goals). */
export function YourGoalsCard() {
  // The first active goals; the total of active ones comes with them (X-Total-Count).
  const { data, isLoading } = useClientPortalGoalsListQuery({ active: true, limit: SHOWN });
  const active = data?.items ?? [];
  const all = useClientPortalGoalsListQuery({ limit: 1 });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="your-goals-title" sx={{ p: 2.5, mt: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="your-goals-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Your Goals
        </Typography>
        {!isLoading && (
          <Typography variant="body2" color="text.secondary" data-testid="active-goals">
            Active Goals: {data?.total ?? 0}
          </Typography>
        )}
      </Stack>
      {isLoading ? (
        <Skeleton height={56} />
      ) : !active.length ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Your coach has not set you an active goal yet.
        </Typography>
      ) : (
        <Stack spacing={2.5}>
          {active.map((goal) => (
            <article key={goal.id} aria-label={goal.title}>
              <GoalSummary goal={goal} />
            </article>
          ))}
        </Stack>
      )}
      {!!all.data?.total && (
        <Link component={RouterLink} to="/client/goals" sx={{ display: 'inline-block', mt: 2 }}>
          See all your goals
        </Link>
      )}
    </Paper>
  );
}
