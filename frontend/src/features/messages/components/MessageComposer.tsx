import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { MESSAGING_MESSAGES, messageTextError } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMessagesSendFileMutation, useMessagesSendMutation } from '../api';
import { useTypingNotifier } from '../hooks/useTyping';

const TOASTS = { success: { title: MESSAGING_MESSAGES.sent }, failure: { title: MESSAGING_MESSAGES.errorTitle, fallback: MESSAGING_MESSAGES.sendFailed } };

/** Enter sends, Shift+Enter adds a line; Send is disabled while sending or while the text is blank. */
export function MessageComposer({ receiverId }: { receiverId: string }) {
  const [text, setText] = useState('');
  const [send, sending] = useMessagesSendMutation();
  const [sendFile, uploading] = useMessagesSendFileMutation();
  const runWithToasts = useMutationToasts();
  const fileInput = useRef<HTMLInputElement>(null);
  const notifyTyping = useTypingNotifier(receiverId);
  const pending = sending.isLoading || uploading.isLoading;
  const content = text.trim();
  // Blank text is never sent; text over the limit says so beneath the box.
  const problem = messageTextError(text);

  const submit = async () => {
    if (problem || pending) return;
    const outcome = await runWithToasts(send({ sendMessageDto: { receiverId, content } }).unwrap(), TOASTS);
    if (outcome.ok) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const attach = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file) await runWithToasts(sendFile({ receiverId, file }).unwrap(), TOASTS);
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => (e.preventDefault(), void submit())}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
        aria-label="Attachment file"
        onChange={(e) => void attach(e.target.files?.[0])}
      />
      <Tooltip title="Attach an image or PDF">
        <span>
          <IconButton aria-label="Attach file" onClick={() => fileInput.current?.click()} disabled={pending}>
            <AttachFileIcon />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) notifyTyping();
        }}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        multiline
        maxRows={5}
        fullWidth
        size="small"
        error={problem === MESSAGING_MESSAGES.contentTooLong}
        helperText={problem === MESSAGING_MESSAGES.contentTooLong ? problem : undefined}
        slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={pending || !!problem}>
        Send
      </Button>
    </Box>
  );
}
