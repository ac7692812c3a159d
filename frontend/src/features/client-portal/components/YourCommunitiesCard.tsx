import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useClientCommunitiesListQuery } from '../api';

/** Communities the card lists; the community page shows every one. */
const SHOWN = 5;

/** Your Communities: the communities the client belongs to, with their member counts (GET /api/client/communities). */
export function YourCommunitiesCard() {
  const { data, isLoading } = useClientCommunitiesListQuery({ limit: SHOWN });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="your-communities-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="your-communities-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Your Communities
      </Typography>
      {isLoading ? (
        <Skeleton height={56} />
      ) : !data?.items.length ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          You are not in a community yet.{' '}
          <Link component={RouterLink} to="/client/community">
            See your coach’s communities
          </Link>
        </Typography>
      ) : (
        <List aria-label="Your communities">
          {data.items.map((community) => (
            <ListItem key={community.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/client/community?id=${community.id}`}>
                    {community.name}
                  </Link>
                }
                secondary={`${community.description ? `${community.description} · ` : ''}${community.memberCount} ${community.memberCount === 1 ? 'member' : 'members'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {!!data && data.total > data.items.length && (
        <Link component={RouterLink} to="/client/community" sx={{ display: 'inline-block', mt: 1 }}>
          See all {data.total} communities
        </Link>
      )}
    </Paper>
  );
}
