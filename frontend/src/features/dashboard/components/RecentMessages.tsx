import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RecentMessagesDto } from '@coachcore/api-client/dashboard';
import { initials, timeAgo } from '../format';

export function RecentMessages({ data, loading }: { data: RecentMessagesDto | undefined; loading: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-messages-title" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="recent-messages-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Recent Messages
        </Typography>
        {data && <Chip size="small" color="primary" label={`${data.unreadCount} new`} data-testid="unread-badge" />}
      </Box>
      {loading ? (
        <Skeleton height={56} />
      ) : !data?.messages.length ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No messages to display
        </Typography>
      ) : (
        <List aria-label="Recent messages">
          {data.messages.map((message) => (
            <ListItem
              key={message.id}
              disableGutters
              secondaryAction={
                message.isUnread ? (
                  <Box role="img" aria-label="Unread" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
                ) : undefined
              }
            >
              <ListItemAvatar>
                <Avatar src={message.clientAvatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {initials(message.clientName)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                sx={{ pr: 3 }}
                primary={message.clientName}
                slotProps={{ primary: { sx: { fontWeight: message.isUnread ? 700 : 400 } }, secondary: { noWrap: true } }}
                secondary={
                  <>
                    {message.preview} · <time dateTime={message.time}>{timeAgo(message.time)}</time>
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
