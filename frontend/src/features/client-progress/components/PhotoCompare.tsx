import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ProgressPhotoPose } from '@coachcore/api-client/client-portal';
import { formatDay, photoOf, POSE_LABELS, POSES, type PhotoDay } from '../photo-days';

/**
 * Two days side by side in one frame: the earlier day on the left of the divider, the later on the right; the slider
 * moves the divider. Any two days and any pose both days have.
 */
export function PhotoCompare({ days }: { days: PhotoDay[] }) {
  // Oldest and newest by default.
  const [before, setBefore] = useState(days.at(-1)!.date);
  const [after, setAfter] = useState(days[0]!.date);
  const [pose, setPose] = useState<ProgressPhotoPose | 'any'>('front');
  const [split, setSplit] = useState(50);
  const beforeDay = days.find((day) => day.date === before);
  const afterDay = days.find((day) => day.date === after);
  const left = photoOf(beforeDay, pose);
  const right = photoOf(afterDay, pose);
  const poseName = pose === 'any' ? 'Any' : POSE_LABELS[pose];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="compare-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="compare-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Compare
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 4 }}>
          <TextField select fullWidth label="Before" value={before} onChange={(event) => setBefore(event.target.value)}>
            {days.map((day) => (
              <MenuItem key={day.date} value={day.date}>
                {formatDay(day.date)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <TextField select fullWidth label="After" value={after} onChange={(event) => setAfter(event.target.value)}>
            {days.map((day) => (
              <MenuItem key={day.date} value={day.date}>
                {formatDay(day.date)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ToggleButtonGroup exclusive value={pose} onChange={(_event, value) => value && setPose(value)} aria-label="Pose" fullWidth>
            {POSES.map((option) => (
              <ToggleButton key={option} value={option} sx={{ minHeight: 44 }}>
                {POSE_LABELS[option]}
              </ToggleButton>
            ))}
            <ToggleButton value="any" sx={{ minHeight: 44 }}>
              Any
            </ToggleButton>
          </ToggleButtonGroup>
        </Grid>
      </Grid>
      {!left || !right ? (
        <Alert severity="info">
          {poseName === 'Any'
            ? 'Choose two days with photos.'
            : `No ${poseName.toLowerCase()} photo on ${!left ? formatDay(before) : formatDay(after)}. Choose another pose or day.`}
        </Alert>
      ) : (
        <>
          <Box
            data-testid="compare-frame"
            sx={{
              position: 'relative',
              width: '100%',
              maxWidth: 480,
              mx: 'auto',
              aspectRatio: '3 / 4',
              overflow: 'hidden',
              borderRadius: 1,
              bgcolor: 'grey.100',
            }}
          >
            <Box
              component="img"
              src={left.imageUrl}
              alt={`Before: ${poseName} photo, ${formatDay(before)}`}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <Box
              component="img"
              src={right.imageUrl}
              alt={`After: ${poseName} photo, ${formatDay(after)}`}
              data-testid="compare-after"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', clipPath: `inset(0 0 0 ${split}%)` }}
            />
            <Box aria-hidden sx={{ position: 'absolute', top: 0, bottom: 0, left: `${split}%`, width: 2, bgcolor: 'common.white', boxShadow: 1 }} />
            <Typography
              variant="caption"
              sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white', px: 1, borderRadius: 1 }}
            >
              {formatDay(before)}
            </Typography>
            <Typography
              variant="caption"
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white', px: 1, borderRadius: 1 }}
            >
              {formatDay(after)}
            </Typography>
          </Box>
          <Box sx={{ maxWidth: 480, mx: 'auto', px: 1 }}>
            <Slider
              value={split}
              onChange={(_event, value) => setSplit(value as number)}
              min={0}
              max={100}
              aria-label="Before and after divider"
              getAriaValueText={(value) => `${value}% before`}
            />
          </Box>
        </>
      )}
    </Paper>
  );
}
