import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useCommunitiesJoinMutation, useCommunitiesListQuery } from '../api';
import { CommunityCard } from '../components/CommunityCard';
import { CommunityDetail } from '../components/CommunityDetail';
import { useCommunitiesRealtime } from '../hooks/useCommunitiesRealtime';

/** A client's communities: their coach's public ones (to join) and those they belong to, where they post. */
export function ClientCommunityPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  if (openId) return <CommunityDetail communityId={openId} canManage={false} onBack={() => setParams({})} />;
  return <ClientCommunityList onOpen={(id) => setParams({ id })} />;
}

function ClientCommunityList({ onOpen }: { onOpen: (id: string) => void }) {
  useCommunitiesRealtime(null);
  const { data, error, isLoading } = useCommunitiesListQuery();
  const [join] = useCommunitiesJoinMutation();
  const runWithToasts = useMutationToasts();
  const onJoin = (community: CommunityResponseDto) =>
    void runWithToasts(join({ id: community.id }).unwrap(), {
      success: { title: `You joined ${community.name}` },
      failure: { fallback: 'Failed to join the community' },
    });

  return (
    <>
      <PageHeader title="Community" subtitle="Groups you belong to." />
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Could not load your communities')}</Alert>
      ) : isLoading ? (
        <Skeleton variant="rounded" height={150} />
      ) : !data?.length ? (
        <EmptyState text={COMMUNITY_MESSAGES.noCommunities} />
      ) : (
        <Grid container spacing={2}>
          {data.map((community) => (
            <Grid key={community.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CommunityCard community={community} onOpen={onOpen} onJoin={onJoin} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
