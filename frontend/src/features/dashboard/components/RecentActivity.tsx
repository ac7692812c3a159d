import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ActivityItemDto, ActivityStatus } from '@coachcore/api-client/dashboard';
import { initials, timeAgo } from '../format';

/** Badge colours chosen for text contrast of at least 4.5:1. */
const STATUS_STYLE: Record<ActivityStatus, { bg: string; fg: string }> = {
  completed: { bg: '#dcfce7', fg: '#166534' },
  nutrition: { bg: '#dbeafe', fg: '#1e40af' },
  progress: { bg: '#ede9fe', fg: '#5b21b6' },
  missed: { bg: '#fee2e2', fg: '#991b1b' },
};

export function RecentActivity({ items, loading }: { items: ActivityItemDto[] | undefined; loading: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="recent-activity-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recent Client Activity
        </Typography>
        <Button component={RouterLink} to="/clients" size="small">
          View All
        </Button>
      </Box>
      {loading ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={56} />
          ))}
        </Box>
      ) : !items?.length ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No recent activity to display
        </Typography>
      ) : (
        <List aria-label="Recent client activity" data-testid="activity-list">
          {items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <Chip size="small" label={item.status} sx={{ bgcolor: STATUS_STYLE[item.status].bg, color: STATUS_STYLE[item.status].fg, fontWeight: 600 }} />
              }
            >
              <ListItemAvatar>
                <Avatar src={item.clientAvatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {initials(item.clientName)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                sx={{ pr: 10 }}
                primary={item.clientName}
                secondary={
                  <>
                    {item.description}
                    <Box component="span" sx={{ display: 'block' }}>
                      <time dateTime={item.time}>{timeAgo(item.time)}</time>
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
