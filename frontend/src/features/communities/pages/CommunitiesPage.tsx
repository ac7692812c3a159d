import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client/communities';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { useCommunitiesListQuery, useCommunitiesRemoveMutation } from '../api';
import { CommunityCard } from '../components/CommunityCard';
import { CommunityDetail } from '../components/CommunityDetail';
import { CommunityFormDialog } from '../components/CommunityFormDialog';
import { useCommunitiesRealtime } from '../hooks/useCommunitiesRealtime';

/** The business's communities: cards with real counts, Create/Edit/Delete; a card opens the community (?id=). */
export function CommunitiesPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  if (openId) return <CommunityDetail communityId={openId} canManage onBack={() => setParams({})} />;
  return <CommunityList onOpen={(id) => setParams({ id })} />;
}

/** Cards per page; more pages appear when X-Total-Count exceeds it. */
export const COMMUNITIES_PAGE_SIZE = 24;

function CommunityList({ onOpen }: { onOpen: (id: string) => void }) {
  useCommunitiesRealtime(null);
  const [page, setPage] = useState(1);
  const { currentData: data, error, isFetching } = useCommunitiesListQuery({ page, limit: COMMUNITIES_PAGE_SIZE });
  const isLoading = !data && isFetching;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CommunityResponseDto | undefined>();
  const [deleting, setDeleting] = useState<CommunityResponseDto | undefined>();
  const [remove, removing] = useCommunitiesRemoveMutation();
  const runWithToasts = useMutationToasts();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: COMMUNITY_MESSAGES.deleted },
      failure: { fallback: COMMUNITY_MESSAGES.deleteFailed },
    });
    if (outcome.ok) setDeleting(undefined);
  };

  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Groups where your clients support each other."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            Create Community
          </Button>
        }
      />
      {error ? (
        <Alert severity="error">{errorMessage(error, 'Could not load your communities')}</Alert>
      ) : isLoading ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        </Grid>
      ) : !data?.items.length ? (
        <EmptyState text={COMMUNITY_MESSAGES.noCommunities} />
      ) : (
        <Grid container spacing={2}>
          {data.items.map((community) => (
            <Grid key={community.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CommunityCard
                community={community}
                onOpen={onOpen}
                onEdit={(c) => {
                  setEditing(c);
                  setFormOpen(true);
                }}
                onDelete={setDeleting}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination page={page} total={data?.total} limit={COMMUNITIES_PAGE_SIZE} onChange={setPage} label="Community pages" />
      <CommunityFormDialog open={formOpen} onClose={() => setFormOpen(false)} community={editing} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete community?"
        text={`${deleting?.name ?? ''} and all its posts will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
