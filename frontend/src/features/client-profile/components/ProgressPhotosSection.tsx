import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useClientProgressPhotosListQuery } from '../api';
import { formatDate } from '../labels';

const POSE_LABELS: Record<string, string> = { front: 'Front', side: 'Side', back: 'Back' };
/** The latest photos shown; the client's Progress Photos page holds every one. */
const SHOWN = 24;

/** The client's latest progress photos (uploaded by them in their portal or by the business), newest first. */
export function ProgressPhotosSection({ clientId }: { clientId: string }) {
  // The client uploads from their portal: every visit reads the list afresh.
  const { data, isLoading } = useClientProgressPhotosListQuery({ id: clientId, limit: SHOWN }, { refetchOnMountOrArgChange: true });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="photos-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography id="photos-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Progress Photos
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : !data?.items.length ? (
        <Alert severity="info">No progress photos yet.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1.5 }} data-testid="client-progress-photos">
          {data.items.map((photo) => {
            const label = `${photo.pose ? POSE_LABELS[photo.pose] : 'Progress'} photo, ${formatDate(photo.createdAt)}`;
            return (
              <Box component="figure" key={photo.id} sx={{ m: 0 }}>
                <Box
                  component="img"
                  src={photo.imageUrl}
                  alt={label}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
                />
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {label}
                  {photo.weight !== null ? ` · ${photo.weight} lbs` : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
