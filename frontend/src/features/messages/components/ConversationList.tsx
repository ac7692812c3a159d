import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGING_MESSAGES } from '@coachcore/domain';
import type { ConversationResponseDto } from '@coachcore/api-client/messages';
import { initialsOf, lastMessageDate } from '../format';

/** Loading placeholders of the client list (document 2 section 9). */
const PLACEHOLDER_ROWS = 5;

interface Props {
  conversations: ConversationResponseDto[] | undefined;
  loading: boolean;
  selected: string | null;
  onSelect: (conversation: ConversationResponseDto) => void;
}

/** The Messages screen's clients: initials avatar, name, last message preview and date, unread dot. */
export function ConversationList({ conversations, loading, selected, onSelect }: Props) {
  if (loading) {
    return (
      <Box aria-busy="true" aria-label="Loading clients" sx={{ px: 2 }}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <Box key={i} data-testid="conversation-placeholder" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="85%" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  if (!conversations?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {MESSAGING_MESSAGES.noClients}
      </Typography>
    );
  }
  return (
    <List aria-label="Clients" disablePadding>
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount > 0;
        return (
          <ListItem key={conversation.withUser} disablePadding>
            <ListItemButton selected={conversation.withUser === selected} onClick={() => onSelect(conversation)} data-testid="conversation">
              <ListItemAvatar>
                <Avatar src={conversation.avatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {initialsOf(conversation.firstName, conversation.lastName)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={`${conversation.firstName} ${conversation.lastName}`}
                secondary={conversation.lastMessage?.deletedAt ? MESSAGING_MESSAGES.deleted : (conversation.lastMessage?.content ?? ' ')}
                slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 500 }, noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0, pr: 1 }}
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.75, flexShrink: 0 }}>
                {conversation.lastMessage && (
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={conversation.lastMessage.createdAt}>
                    {lastMessageDate(conversation.lastMessage.createdAt)}
                  </Typography>
                )}
                {unread && (
                  <Box
                    role="img"
                    aria-label={`${conversation.unreadCount} unread`}
                    data-testid="unread-dot"
                    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
                  />
                )}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
