import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { MESSAGING_MESSAGES, messageTextError } from '@coachcore/domain';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMessagesEditMutation } from '../api';

const TOASTS = { failure: { title: MESSAGING_MESSAGES.errorTitle, fallback: MESSAGING_MESSAGES.updateFailed } };

/** Edits the text of one's own message in place: Enter saves (by the rules of sending), Escape cancels. */
export function MessageEditForm({ message, onDone }: { message: MessageResponseDto; onDone: () => void }) {
  const [text, setText] = useState(message.content);
  const [edit, editing] = useMessagesEditMutation();
  const runWithToasts = useMutationToasts();
  const problem = messageTextError(text);

  const save = async () => {
    if (problem || editing.isLoading) return;
    if (text.trim() === message.content) return onDone();
    const outcome = await runWithToasts(edit({ id: message.id, editMessageDto: { content: text.trim() } }).unwrap(), TOASTS);
    if (outcome.ok) onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void save())} sx={{ width: { xs: '100%', sm: '75%' } }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={5}
        fullWidth
        size="small"
        autoFocus
        error={!!problem}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { 'aria-label': 'Edit message' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={!!problem || editing.isLoading}>
          {editing.isLoading ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
