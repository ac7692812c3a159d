import Alert from '@mui/material/Alert';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEATURE_FLAG_MESSAGES, FEATURE_FLAG_STATES, FEATURE_FLAG_STATE_LABELS, type FeatureFlagState } from '@coachcore/domain';
import type { FeatureFlagResponseDto } from '@coachcore/api-client/admin';
import { EmptyState } from '../../../components/EmptyState';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useAdminFeatureFlagsListQuery, useAdminFeatureFlagsSetMutation } from '../api';

const STATE_COLOURS: Record<FeatureFlagState, ChipProps['color']> = { enabled: 'success', disabled: 'default', coming_soon: 'info', planned: 'warning' };

function FlagRow({ flag }: { flag: FeatureFlagResponseDto }) {
  const [setFlag, { isLoading }] = useAdminFeatureFlagsSetMutation();
  const runWithToasts = useMutationToasts();
  const change = (state: FeatureFlagState) =>
    runWithToasts(setFlag({ key: flag.key, setFeatureFlagDto: { state } }).unwrap(), {
      success: { title: 'Success', description: FEATURE_FLAG_MESSAGES.updated },
      failure: { fallback: 'Failed to update feature flag' },
    });
  const switchId = `flag-${flag.key}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="feature-flag" aria-labelledby={`${switchId}-name`} component="section">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={`${switchId}-name`} sx={{ fontWeight: 700 }}>
              {flag.name}
            </Typography>
            <Chip size="small" variant="outlined" color={STATE_COLOURS[flag.state]} label={FEATURE_FLAG_STATE_LABELS[flag.state]} data-testid="flag-state" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {flag.description}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Updated {new Date(flag.updatedAt).toLocaleString()}
          </Typography>
        </Stack>
        <TextField
          select
          size="small"
          label="State"
          value={flag.state}
          disabled={isLoading}
          onChange={(event) => void change(event.target.value as FeatureFlagState)}
          sx={{ minWidth: 160 }}
        >
          {FEATURE_FLAG_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {FEATURE_FLAG_STATE_LABELS[state]}
            </MenuItem>
          ))}
        </TextField>
        <Switch
          checked={flag.enabled}
          disabled={isLoading}
          onChange={(_event, checked) => void change(checked ? 'enabled' : 'disabled')}
          slotProps={{ input: { 'aria-label': `${flag.name} enabled` } }}
        />
      </Stack>
    </Paper>
  );
}

/** Feature Flags: each stored flag with its state; the switch turns it on or off, the select sets coming soon or planned. */
export function FeatureFlagsSection() {
  const list = useAdminFeatureFlagsListQuery();
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, 'Failed to load feature flags')}</Alert>;
  if (list.isLoading) return <Skeleton variant="rounded" height={200} />;
  const flags = list.data ?? [];
  if (!flags.length) return <EmptyState text={FEATURE_FLAG_MESSAGES.noFlags} />;
  return (
    <Stack spacing={2}>
      {flags.map((flag) => (
        <FlagRow key={flag.key} flag={flag} />
      ))}
    </Stack>
  );
}
