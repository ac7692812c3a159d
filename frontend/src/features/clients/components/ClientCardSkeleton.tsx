import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** A placeholder card while the list loads (the spec shows six). */
export function ClientCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="client-card-skeleton" aria-hidden>
      <CardContent>
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" width={110} height={30} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
