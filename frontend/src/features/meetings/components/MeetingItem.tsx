import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeetingResponseDto } from '@coachcore/api-client/meetings';
import { formatInZone } from '../../../lib/zoned-time';
import { meetingStatusLabel, meetingTypeLabel } from '../meeting-labels';

/** One meeting of a list: title, client, when (on the business's clock) and for how long, how it happens, its status. */
export function MeetingItem({ meeting, timeZone }: { meeting: MeetingResponseDto; timeZone: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={meeting.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{meeting.title}</Typography>
          {meeting.clientName && (
            <Typography variant="body2" color="text.secondary">
              with {meeting.clientName}
            </Typography>
          )}
          <Typography variant="body2">
            {formatInZone(meeting.scheduledAt, timeZone, { year: 'numeric' })} · {meeting.duration} min
          </Typography>
          {meeting.description && (
            <Typography variant="body2" color="text.secondary">
              {meeting.description}
            </Typography>
          )}
          {meeting.meetingUrl && (
            <Link href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              Join meeting
            </Link>
          )}
          {meeting.location && <Typography variant="body2">{meeting.location}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Chip size="small" label={meetingTypeLabel(meeting)} />
          <Chip size="small" label={meetingStatusLabel(meeting.status)} color={meeting.status === 'scheduled' ? 'primary' : 'default'} />
        </Stack>
      </Stack>
    </Paper>
  );
}
