import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { MESSAGING_MESSAGES } from '@coachcore/domain';
import type { MessageResponseDto } from '@coachcore/api-client/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useMessagesRemoveMutation } from '../api';

const TOASTS = { failure: { title: MESSAGING_MESSAGES.errorTitle, fallback: MESSAGING_MESSAGES.deleteFailed } };

/** Edit and Delete of one's own message while its edit window lasts (the server says so past it). */
export function OwnMessageMenu({ message, onEdit }: { message: MessageResponseDto; onEdit: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMessagesRemoveMutation();
  const runWithToasts = useMutationToasts();

  const onDelete = async () => {
    const outcome = await runWithToasts(remove({ id: message.id }).unwrap(), TOASTS);
    if (outcome.ok) setConfirming(false);
  };

  return (
    <>
      <IconButton size="small" aria-label="Message actions" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} sx={{ alignSelf: 'center' }}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onEdit();
          }}
        >
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Delete message?"
        text={MESSAGING_MESSAGES.deleteConfirm}
        confirmLabel={removing.isLoading ? 'Deleting...' : 'Delete'}
        busy={removing.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
