import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEETING_MESSAGES, SCHEDULING_MESSAGES } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useMeetingParticipantsListQuery, useMeetingParticipantsRemoveMutation } from '../scheduling-api';

const STATUS: Record<string, string> = { invited: 'Invited', registered: 'Registered', waitlisted: 'Waitlisted', left: 'Left', removed: 'Removed' };

/** A group session's people as the business sees them: seated (with the price owed), then the waitlist in order. */
export function SessionParticipants({ meetingId }: { meetingId: string }) {
  const list = useMeetingParticipantsListQuery({ id: meetingId }, { refetchOnMountOrArgChange: true });
  const [remove, removeState] = useMeetingParticipantsRemoveMutation();
  const run = useMutationToasts();
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, MEETING_MESSAGES.loadFailed)}</Alert>;
  if (!list.data) return <Skeleton height={40} />;
  const seated = list.data.filter((p) => p.status === 'invited' || p.status === 'registered');
  const waiting = list.data.filter((p) => p.status === 'waitlisted');
  const people = [...seated, ...waiting];
  return (
    <section aria-label="Participants">
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        Participants
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No one has joined yet.
        </Typography>
      ) : (
        <Stack spacing={0.5} data-testid="session-participants">
          {people.map((p) => (
            <Stack key={p.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {p.participantName}
              </Typography>
              <Chip size="small" label={p.status === 'waitlisted' ? `Waitlisted #${waiting.indexOf(p) + 1}` : STATUS[p.status]} />
              {p.paymentStatus && <Chip size="small" variant="outlined" label={`$${(p.price ?? 0).toFixed(2)} ${p.paymentStatus}`} />}
              <Button
                size="small"
                color="error"
                disabled={removeState.isLoading}
                aria-label={`Remove ${p.participantName}`}
                onClick={() =>
                  void run(remove({ id: meetingId, participantId: p.id }).unwrap(), {
                    success: { title: SCHEDULING_MESSAGES.participantRemoved },
                    failure: { fallback: SCHEDULING_MESSAGES.participantNotFound },
                  })
                }
              >
                Remove
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  );
}
