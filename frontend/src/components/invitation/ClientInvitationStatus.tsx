import Chip from '@mui/material/Chip';
import { CLIENT_INVITATION_STATE_LABELS } from '@coachcore/domain';
import { invitationStateOf, type InvitableClient } from './client-invitation-state';

const COLORS = { not_invited: 'default', invited: 'info', linked: 'success' } as const;

/** Not invited / Invited (with the date) / Linked. */
export function ClientInvitationStatus({ client }: { client: InvitableClient }) {
  const { status, sentAt } = invitationStateOf(client);
  const label = status === 'invited' && sentAt ? `Invited ${new Date(sentAt).toLocaleDateString()}` : CLIENT_INVITATION_STATE_LABELS[status];
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={label} data-testid="invitation-status" />;
}
