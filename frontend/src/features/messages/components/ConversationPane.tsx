import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGING_MESSAGES, typingText } from '@coachcore/domain';
import type { ConversationResponseDto } from '@coachcore/api-client/messages';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { errorMessage } from '../../../lib/api-error';
import { useConversation } from '../hooks/useConversation';
import { useTypingIndicator } from '../hooks/useTyping';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

/** Loading placeholders of the conversation (document 2 section 9). */
const PLACEHOLDER_BUBBLES = 3;

interface Props {
  conversation: ConversationResponseDto;
  /** Whose messages are "own" (right-hand side) on this screen. */
  ownSide: 'business' | 'client';
}

/** The open conversation: the other party's name and e-mail, the bubbles with their times, and the composer. */
export function ConversationPane({ conversation, ownSide }: Props) {
  const { messages, loading, error, hasEarlier, loadingEarlier, loadEarlier } = useConversation(conversation.withUser);
  const { user } = useCurrentUser();
  const typist = useTypingIndicator(conversation.clientId, ownSide);
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {conversation.firstName} {conversation.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {conversation.email}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Could not load the conversation')}</Alert>
        ) : loading ? (
          <Box aria-busy="true" aria-label="Loading messages">
            {Array.from({ length: PLACEHOLDER_BUBBLES }, (_, i) => (
              <Box key={i} data-testid="message-placeholder" sx={{ display: 'flex', justifyContent: i % 2 ? 'flex-end' : 'flex-start', mb: 1.5 }}>
                <Skeleton variant="rounded" width="45%" height={48} />
              </Box>
            ))}
          </Box>
        ) : messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {MESSAGING_MESSAGES.noMessages}
          </Typography>
        ) : (
          <>
            {hasEarlier && (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
                  Load earlier messages
                </Button>
              </Box>
            )}
            <Box
              component="ol"
              aria-label={`Conversation with ${conversation.firstName} ${conversation.lastName}`}
              sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.fromClient === (ownSide === 'client')}
                  mine={!!user && message.senderId === user.id}
                />
              ))}
            </Box>
            <div ref={end} />
          </>
        )}
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="caption"
        color="text.secondary"
        data-testid="typing-indicator"
        sx={{ px: 2, minHeight: '1.5em', fontStyle: 'italic' }}
      >
        {typist ? typingText(typist) : ''}
      </Typography>
      <MessageComposer receiverId={conversation.withUser} />
    </Box>
  );
}
