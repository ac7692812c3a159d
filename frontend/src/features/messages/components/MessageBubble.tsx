import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { timeOf } from '../format';

/** One message: own ones on the right; images inline, PDFs as a link (both served only to the two parties). */
export function MessageBubble({ message, own }: { message: MessageResponseDto; own: boolean }) {
  const captioned = message.fileUrl && message.content !== message.fileName;
  return (
    <Box component="li" data-testid="message" data-own={own} sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.75,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
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
        <Typography variant="caption" component="time" dateTime={message.createdAt} sx={{ display: 'block', textAlign: 'right' }}>
          {timeOf(message.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
