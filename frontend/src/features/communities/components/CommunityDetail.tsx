import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorMessage } from '../../../lib/api-error';
import { useCommunitiesGetQuery } from '../api';
import { useCommunitiesRealtime } from '../hooks/useCommunitiesRealtime';
import { MembersPanel } from './MembersPanel';
import { PostFeed } from './PostFeed';

interface Props {
  communityId: string;
  /** The business side manages members; clients read them. */
  canManage: boolean;
  onBack: () => void;
}

/** One community: its posts (live) and its members. */
export function CommunityDetail({ communityId, canManage, onBack }: Props) {
  useCommunitiesRealtime(communityId);
  const { data: community, error, isLoading } = useCommunitiesGetQuery({ id: communityId });
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
        All communities
      </Button>
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Could not load the community')}</Alert>
      ) : isLoading || !community ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              {community.name}
            </Typography>
            <Chip size="small" label={community.isPrivate ? 'Private' : 'Public'} />
          </Box>
          {community.description && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {community.description}
            </Typography>
          )}
          <Grid container spacing={3} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <PostFeed communityId={community.id} canWrite={community.isMember} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MembersPanel community={community} canManage={canManage} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
