import Button, { type ButtonProps } from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import { useMutationToasts } from '../../hooks/useMutationToasts';
import { generatedClientsApi } from '@coachcore/api-client/clients';
import { paged } from '../../lib/api';
import { invitationStateOf, type InvitableClient } from './client-invitation-state';

const clientsApi = paged(generatedClientsApi);

/**
 * Sends the client an invitation e-mail (or a new one, which replaces the earlier link). Not shown once the client
 * is linked to a sign-in.
 */
export function InviteClientButton({ client, size = 'small' }: { client: InvitableClient; size?: ButtonProps['size'] }) {
  const [invite, { isLoading }] = clientsApi.useClientInvitationsInviteMutation();
  const runWithToasts = useMutationToasts();
  const { status } = invitationStateOf(client);
  if (status === 'linked') return null;
  const name = `${client.firstName} ${client.lastName}`;
  const label = status === 'invited' ? 'Resend invitation' : 'Invite';

  const onClick = () =>
    runWithToasts(invite({ id: client.id }).unwrap(), {
      success: (sent) => ({
        title: INVITATION_MESSAGES.sent,
        description: `${name} can accept it until ${new Date(sent.expiresAt).toLocaleDateString()} (${sent.email}).`,
      }),
      failure: { fallback: INVITATION_MESSAGES.sendFailed },
    });

  return (
    <Button size={size} variant="outlined" startIcon={<SendIcon fontSize="small" />} onClick={onClick} disabled={isLoading} aria-label={`${label} for ${name}`}>
      {isLoading ? 'Sending...' : label}
    </Button>
  );
}
