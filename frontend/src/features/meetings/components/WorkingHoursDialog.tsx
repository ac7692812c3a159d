import { useState, type BaseSyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { overlappingWindow, SCHEDULING_LIMITS, SCHEDULING_MESSAGES, validateAvailabilityWindow, WEEKDAYS, type AppointmentType } from '@coachcore/domain';
import type { AvailabilityResponseDto } from '@coachcore/api-client/availability';
import { FormDialog } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useAvailabilityListQuery, useAvailabilityReplaceMutation, useAvailabilitySaveSettingsMutation, useAvailabilitySettingsQuery } from '../scheduling-api';

interface Row {
  key: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  slotDuration: string;
  availabilityType: AppointmentType;
  price: string;
  location: string;
}

let nextKey = 1;
const toRow = (window: AvailabilityResponseDto): Row => ({
  key: nextKey++,
  dayOfWeek: window.dayOfWeek,
  startTime: window.startTime,
  endTime: window.endTime,
  slotDuration: String(window.slotDuration),
  availabilityType: window.availabilityType,
  price: window.price === null ? '' : String(window.price),
  location: window.location ?? '',
});
const newRow = (dayOfWeek = 1): Row => ({
  key: nextKey++,
  dayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
  slotDuration: String(SCHEDULING_LIMITS.defaultSlotDuration),
  availabilityType: 'video',
  price: '',
  location: '',
});
const TYPE_LABELS: Record<AppointmentType, string> = { video: 'Video', phone: 'Phone', in_person: 'In person' };

/**
 * Working Hours (document 1 wizard step 5: "working hours, meeting types"): the week's periods — day, start, end on the
 * business's clock, slot length, the kind of appointment and its price — in which clients book themselves, and the
 * notice period before which booking, moving and cancelling close.
 */
export function WorkingHoursDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string }) {
  const list = useAvailabilityListQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const settings = useAvailabilitySettingsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  if (!open) return null;
  if (!list.data || !settings.data)
    return (
      <FormDialog
        open
        onClose={onClose}
        title="Working Hours"
        titleId="working-hours-title"
        onSubmit={async () => undefined}
        pending={false}
        pendingLabel="Saving..."
        submitLabel="Save Working Hours"
        submitDisabled
      >
        <Skeleton variant="rounded" height={120} />
      </FormDialog>
    );
  return <WorkingHoursForm windows={list.data} noticeHours={settings.data.noticeHours} onClose={onClose} timeZone={timeZone} />;
}

/** The dialog's form, started from the saved week (it is mounted each time the dialog opens). */
function WorkingHoursForm({
  windows: saved,
  noticeHours,
  onClose,
  timeZone,
}: {
  windows: AvailabilityResponseDto[];
  noticeHours: number;
  onClose: () => void;
  timeZone: string;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [replace, replaceState] = useAvailabilityReplaceMutation();
  const [saveSettings, settingsState] = useAvailabilitySaveSettingsMutation();
  const run = useMutationToasts();
  const [rows, setRows] = useState<Row[]>(() => saved.map(toRow));
  const [notice, setNotice] = useState(String(noticeHours));
  const [error, setError] = useState<string>();

  const change = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const windows = rows.map((row) => ({
      dayOfWeek: row.dayOfWeek,
      startTime: row.startTime,
      endTime: row.endTime,
      slotDuration: Number(row.slotDuration),
      availabilityType: row.availabilityType,
      price: row.price.trim() === '' ? null : Number(row.price),
      location: row.availabilityType === 'in_person' ? row.location.trim() || null : null,
    }));
    for (const [index, window] of windows.entries()) {
      const problems = Object.values(validateAvailabilityWindow(window));
      if (problems.length) return setError(`${WEEKDAYS[window.dayOfWeek] ?? 'Period'} ${index + 1}: ${problems[0]}`);
    }
    if (overlappingWindow(windows) >= 0) return setError(SCHEDULING_MESSAGES.overlap);
    const hours = Number(notice);
    if (!Number.isInteger(hours) || hours < SCHEDULING_LIMITS.noticeHours.min || hours > SCHEDULING_LIMITS.noticeHours.max)
      return setError(SCHEDULING_MESSAGES.noticeHours);
    setError(undefined);
    const saved = await run(
      Promise.all([replace({ replaceAvailabilityDto: { windows } }).unwrap(), saveSettings({ bookingSettingsDto: { noticeHours: hours } }).unwrap()]),
      {
        success: { title: SCHEDULING_MESSAGES.hoursSaved },
        failure: { fallback: SCHEDULING_MESSAGES.hoursFailed, inlineOnly: true },
      },
    );
    if (saved.ok) onClose();
    else setError(saved.message);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Working Hours"
      titleId="working-hours-title"
      fullScreen={fullScreen}
      maxWidth="md"
      onSubmit={onSubmit}
      pending={replaceState.isLoading || settingsState.isLoading}
      pendingLabel="Saving..."
      submitLabel="Save Working Hours"
      error={error}
    >
      <Typography variant="body2" color="text.secondary">
        Your clients book these hours from their portal’s Appointments page, in slots of the length you set. Times are in your business time zone ({timeZone}).
      </Typography>
      {rows.length === 0 && (
        <Typography color="text.secondary" data-testid="no-working-hours">
          No working hours yet: clients cannot book appointments.
        </Typography>
      )}
      {rows.map((row, index) => (
        <Stack
          key={row.key}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'center' } }}
          aria-label={`Period ${index + 1}`}
          role="group"
        >
          <TextField
            select
            size="small"
            label="Day"
            value={row.dayOfWeek}
            onChange={(e) => change(row.key, { dayOfWeek: Number(e.target.value) })}
            sx={{ minWidth: 130 }}
          >
            {WEEKDAYS.map((name, day) => (
              <MenuItem key={name} value={day}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="time"
            label="Start"
            value={row.startTime}
            onChange={(e) => change(row.key, { startTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="time"
            label="End"
            value={row.endTime}
            onChange={(e) => change(row.key, { endTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="number"
            label="Slot (min)"
            value={row.slotDuration}
            onChange={(e) => change(row.key, { slotDuration: e.target.value })}
            slotProps={{ htmlInput: { min: 15, max: 240, step: 15 } }}
            sx={{ width: 110 }}
          />
          <TextField
            select
            size="small"
            label="Type"
            value={row.availabilityType}
            onChange={(e) => change(row.key, { availabilityType: e.target.value as AppointmentType })}
            sx={{ minWidth: 120 }}
          >
            {(Object.keys(TYPE_LABELS) as AppointmentType[]).map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label="Price"
            value={row.price}
            onChange={(e) => change(row.key, { price: e.target.value })}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            sx={{ width: 100 }}
          />
          {row.availabilityType === 'in_person' && (
            <TextField size="small" label="Location" value={row.location} onChange={(e) => change(row.key, { location: e.target.value })} />
          )}
          <IconButton aria-label={`Remove period ${index + 1}`} onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          disabled={rows.length >= SCHEDULING_LIMITS.maxWindows}
          onClick={() => setRows((current) => [...current, newRow(current.at(-1)?.dayOfWeek ?? 1)])}
        >
          Add Period
        </Button>
      </div>
      <TextField
        label="Notice period (hours)"
        type="number"
        value={notice}
        onChange={(e) => setNotice(e.target.value)}
        helperText="Clients book, move and cancel up to this many hours before an appointment"
        slotProps={{ htmlInput: { min: 0, max: 168, step: 1 } }}
        sx={{ maxWidth: 320 }}
      />
    </FormDialog>
  );
}
