import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportTicketMessageResponseDto } from '@coachcore/api-client/support';

/** A ticket's messages, oldest first: the business's on the left, the support team's on the right. */
export function SupportThread({ messages, requesterLabel }: { messages: SupportTicketMessageResponseDto[]; requesterLabel: string }) {
  return (
    <Stack spacing={1.5} aria-label="Conversation" role="list">
      {messages.map((message) => {
        const support = message.side === 'support';
        const who = support ? `CoachCore Support${message.author ? ` (${message.author.firstName})` : ''}` : requesterLabel;
        return (
          <Paper
            key={message.id}
            role="listitem"
            variant="outlined"
            data-testid={`support-message-${message.side}`}
            sx={{ p: 1.5, maxWidth: '85%', alignSelf: support ? 'flex-end' : 'flex-start', bgcolor: support ? 'action.hover' : 'background.paper' }}
          >
            <Typography variant="caption" color="text.secondary">
              {who} · {new Date(message.createdAt).toLocaleString()}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
