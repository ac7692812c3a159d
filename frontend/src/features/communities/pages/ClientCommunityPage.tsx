import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client/communities';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
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

/** Cards per page; more pages appear when X-Total-Count exceeds it. */
const PAGE_SIZE = 24;

function ClientCommunityList({ onOpen }: { onOpen: (id: string) => void }) {
  useCommunitiesRealtime(null);
  const [page, setPage] = useState(1);
  const { currentData: data, error, isFetching } = useCommunitiesListQuery({ page, limit: PAGE_SIZE });
  const isLoading = !data && isFetching;
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
      ) : !data?.items.length ? (
        <EmptyState text={COMMUNITY_MESSAGES.noCommunities} />
      ) : (
        <Grid container spacing={2}>
          {data.items.map((community) => (
            <Grid key={community.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CommunityCard community={community} onOpen={onOpen} onJoin={onJoin} />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination page={page} total={data?.total} limit={PAGE_SIZE} onChange={setPage} label="Community pages" />
    </>
  );
}
