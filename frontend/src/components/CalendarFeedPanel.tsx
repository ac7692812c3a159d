import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { CALENDAR_FEED_MESSAGES } from '@coachcore/domain';
import type { CalendarFeedResponseDto } from '@coachcore/api-client/calendar-feeds';
import { useMutationToasts } from '../hooks/useMutationToasts';
import { useToast } from './toast/toast-context';
import { copyText } from '../lib/copy-text';

interface CalendarFeedPanelProps {
  /** The feed's state (whether a link exists); undefined while loading. */
  status: CalendarFeedResponseDto | undefined;
  /** Makes a new link (the previous one stops working) and answers it. */
  rotate: () => Promise<CalendarFeedResponseDto>;
  revoke: () => Promise<unknown>;
  busy: boolean;
}

/**
 * The calendar subscription box of /calendar and /client/appointments: make a secret .ics link, copy it into any
 * calendar app, get a new one or revoke it. The link is shown once, right after it is made (only its hash is kept).
 */
export function CalendarFeedPanel({ status, rotate, revoke, busy }: CalendarFeedPanelProps) {
  const runWithToasts = useMutationToasts();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const active = Boolean(url) || Boolean(status?.active);

  const makeLink = async () => {
    const outcome = await runWithToasts(rotate(), {
      success: { title: CALENDAR_FEED_MESSAGES.created },
      failure: { fallback: CALENDAR_FEED_MESSAGES.failed },
    });
    if (outcome.ok) setUrl(outcome.data.url);
  };
  const revokeLink = async () => {
    const outcome = await runWithToasts(revoke(), { success: { title: CALENDAR_FEED_MESSAGES.revoked }, failure: { fallback: CALENDAR_FEED_MESSAGES.failed } });
    if (outcome.ok) setUrl(null);
  };
  const copy = async () => {
    if (!url) return;
    await copyText(url).catch(() => undefined);
    toast({ title: CALENDAR_FEED_MESSAGES.copied, description: url });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={CALENDAR_FEED_MESSAGES.title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventAvailableIcon color="primary" fontSize="small" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {CALENDAR_FEED_MESSAGES.title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {CALENDAR_FEED_MESSAGES.explanation}
      </Typography>
      {url ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            value={url}
            size="small"
            fullWidth
            label="Subscription link"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {CALENDAR_FEED_MESSAGES.copy}
          </Button>
          <Button color="error" disabled={busy} onClick={() => void revokeLink()}>
            {CALENDAR_FEED_MESSAGES.revoke}
          </Button>
        </Stack>
      ) : active ? (
        <Stack spacing={1}>
          <Typography variant="body2">{CALENDAR_FEED_MESSAGES.activeHidden}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={busy} onClick={() => void makeLink()}>
              {CALENDAR_FEED_MESSAGES.rotate}
            </Button>
            <Button color="error" disabled={busy} onClick={() => void revokeLink()}>
              {CALENDAR_FEED_MESSAGES.revoke}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" disabled={busy || !status} onClick={() => void makeLink()}>
          {CALENDAR_FEED_MESSAGES.create}
        </Button>
      )}
    </Paper>
  );
}
