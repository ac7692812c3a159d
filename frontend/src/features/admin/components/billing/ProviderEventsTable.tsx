import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_BILLING_MESSAGES } from '@coachcore/domain';
import type { ProviderEventResponseDto } from '@coachcore/api-client/admin';
import { formatInstant } from '../../billing-format';

/** The provider's webhook events about a payment, oldest first: what happened, when it arrived and what it did. */
export function ProviderEventsTable({ events }: { events: ProviderEventResponseDto[] }) {
  if (events.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {ADMIN_BILLING_MESSAGES.noEvents}
      </Typography>
    );
  return (
    <Table size="small" aria-label="Provider events">
      <TableHead>
        <TableRow>
          <TableCell>Event</TableCell>
          <TableCell>Created</TableCell>
          <TableCell>Received</TableCell>
          <TableCell>Outcome</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id} data-testid="provider-event-row">
            <TableCell>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {event.type}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {event.id}
              </Typography>
            </TableCell>
            <TableCell>{formatInstant(event.createdAt)}</TableCell>
            <TableCell>{formatInstant(event.receivedAt)}</TableCell>
            <TableCell>{event.processedAt ? event.outcome : 'Waiting to be applied'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
