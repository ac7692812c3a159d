import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { MESSAGING_MESSAGES, withinEditWindow } from '@coachcore/domain';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { timeOf } from '../format';
import { MessageEditForm } from './MessageEditForm';
import { OwnMessageMenu } from './OwnMessageMenu';

interface Props {
  message: MessageResponseDto;
  own: boolean;
  /** Whether the signed-in person wrote it (only they may edit or delete it, within the edit window). */
  mine: boolean;
}

/**
 * One message: own ones on the right; images inline, PDFs as a link (both served only to the two parties). An edited
 * one says '(edited)', a deleted one 'This message was deleted' in its place.
 */
export function MessageBubble({ message, own, mine }: Props) {
  const [editing, setEditing] = useState(false);
  const deleted = !!message.deletedAt;
  const captioned = message.fileUrl && message.content !== message.fileName;
  const changeable = mine && !deleted && withinEditWindow(message.createdAt);
  return (
    <Box
      component="li"
      data-testid="message"
      data-own={own}
      data-deleted={deleted}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', alignItems: 'flex-start', gap: 0.5, listStyle: 'none' }}
    >
      {editing ? (
        <MessageEditForm message={message} onDone={() => setEditing(false)} />
      ) : (
        <>
          {changeable && <OwnMessageMenu message={message} onEdit={() => setEditing(true)} />}
          <Box
            sx={{
              maxWidth: '75%',
              px: 1.75,
              py: 1,
              borderRadius: 2,
              ...(deleted
                ? { bgcolor: 'transparent', color: 'text.secondary', border: 1, borderColor: 'divider' }
                : { bgcolor: own ? 'primary.main' : 'action.hover', color: own ? 'primary.contrastText' : 'text.primary' }),
            }}
          >
            {deleted ? (
              <Typography sx={{ fontStyle: 'italic' }}>{MESSAGING_MESSAGES.deleted}</Typography>
            ) : (
              <>
                {message.messageType === 'image' && message.fileUrl && (
                  <Box
                    component="img"
                    src={message.fileUrl}
                    alt={message.fileName ?? 'Attachment'}
                    sx={{ display: 'block', maxWidth: '100%', maxHeight: 260, borderRadius: 1, mb: 0.5 }}
                  />
                )}
                {message.messageType === 'file' && message.fileUrl && (
                  <Link href={message.fileUrl} color="inherit" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <PictureAsPdfIcon fontSize="small" />
                    {message.fileName}
                  </Link>
                )}
                {(!message.fileUrl || captioned) && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>}
              </>
            )}
            <Typography variant="caption" sx={{ display: 'block', textAlign: 'right' }}>
              {message.editedAt && !deleted && <span data-testid="message-edited">{MESSAGING_MESSAGES.edited} </span>}
              <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}
