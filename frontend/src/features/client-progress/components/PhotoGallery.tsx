import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUnits, type Units } from '../../../hooks/useUnits';
import { formatDay, POSE_LABELS, type PhotoDay } from '../photo-days';

const figures = (day: PhotoDay, units: Units) =>
  [day.weight !== null ? `${units.show(day.weight, 'mass')} ${units.name('mass')}` : null, day.bodyFat !== null ? `${day.bodyFat}% body fat` : null]
    .filter(Boolean)
    .join(' · ');

/** The photos by day, newest first: each day's figures and notes, and its photos labelled by pose. */
export function PhotoGallery({ days }: { days: PhotoDay[] }) {
  const units = useUnits();
  return (
    <Stack spacing={2} component="section" aria-labelledby="gallery-title">
      <Typography id="gallery-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Gallery
      </Typography>
      {days.map((day) => (
        <Paper key={day.date} variant="outlined" component="article" aria-label={formatDay(day.date)} data-testid="photo-day" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {formatDay(day.date)}
          </Typography>
          {(figures(day, units) || day.notes.length > 0) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {[figures(day, units), ...day.notes].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
            {day.photos.map((photo) => (
              <Box component="figure" key={photo.id} sx={{ m: 0 }}>
                <Box
                  component="img"
                  src={photo.imageUrl}
                  alt={`${photo.pose ? POSE_LABELS[photo.pose] : 'Progress'} photo, ${formatDay(day.date)}`}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
                />
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {photo.pose ? POSE_LABELS[photo.pose] : 'Photo'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
