import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ANALYTICS_PRESET_LABELS, ANALYTICS_PRESETS, analyticsRangeError, presetRange, type AnalyticsPreset } from '@coachcore/domain';
import { localToday } from '../../../lib/local-day';
import type { AnalyticsRangeState } from '../hooks/useAnalyticsRange';

interface RangePickerProps {
  value: AnalyticsRangeState;
  onChange: (next: AnalyticsRangeState) => void;
}

/** Last 30 days, 3 months, 12 months, or two days of one's own (checked with the server's rules before they apply). */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [error, setError] = useState<string | null>(null);

  const choose = (preset: AnalyticsPreset | null) => {
    if (!preset) return;
    if (preset === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setError(null);
    onChange({ preset, ...presetRange(preset, localToday())! });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = analyticsRangeError(from, to);
    setError(problem);
    if (!problem) onChange({ preset: 'custom', from, to });
  };

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Range"
        value={custom ? 'custom' : value.preset}
        onChange={(_event, preset: AnalyticsPreset | null) => choose(preset)}
        sx={{ flexWrap: 'wrap' }}
      >
        {ANALYTICS_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {ANALYTICS_PRESET_LABELS[preset]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {custom && (
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={apply} noValidate aria-label="Custom range">
          <TextField
            label="From"
            type="date"
            size="small"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(error)}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(error)}
            helperText={error ?? undefined}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' } }}>
            Apply
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
