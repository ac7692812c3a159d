import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CommunityPostResponseDto } from '@coachcore/api-client/communities';
import { errorMessage } from '../../../lib/api-error';
import { useCommunityPostsPageQuery, useLazyCommunityPostsPageQuery } from '../api';
import { PostComposer } from './PostComposer';
import { PostItem } from './PostItem';

const PAGE_SIZE = 20;

/** The community's posts, newest first: the newest page stays live, older pages load on demand. */
export function PostFeed({ communityId, canWrite }: { communityId: string; canWrite: boolean }) {
  const newest = useCommunityPostsPageQuery({ id: communityId, limit: PAGE_SIZE });
  const [loadPage, older] = useLazyCommunityPostsPageQuery();
  const [earlier, setEarlier] = useState<CommunityPostResponseDto[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const live = newest.data?.items ?? [];
  const nextCursor = cursor === undefined ? (newest.data?.nextCursor ?? null) : cursor;
  const liveIds = new Set(live.map((p) => p.id));
  const posts = [...live, ...earlier.filter((p) => !liveIds.has(p.id))];

  const loadOlder = async () => {
    if (!nextCursor) return;
    const page = await loadPage({ id: communityId, cursor: nextCursor, limit: PAGE_SIZE }).unwrap();
    setEarlier((shown) => [...shown.filter((p) => !liveIds.has(p.id)), ...live.filter((p) => !shown.some((s) => s.id === p.id)), ...page.items]);
    setCursor(page.nextCursor);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="posts-title" sx={{ p: 2 }}>
      <Typography id="posts-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Posts
      </Typography>
      {canWrite ? <PostComposer communityId={communityId} /> : <Alert severity="info">Join this community to post.</Alert>}
      <Divider sx={{ my: 2 }} />
      {newest.error ? (
        <Alert severity="error">{errorMessage(newest.error, 'Could not load the posts')}</Alert>
      ) : newest.isLoading ? (
        <Box aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Box>
      ) : posts.length === 0 ? (
        <Typography color="text.secondary">No posts yet</Typography>
      ) : (
        <Box>
          {posts.map((post) => (
            <PostItem key={post.id} communityId={communityId} post={post} canWrite={canWrite} />
          ))}
          {nextCursor && (
            <Box sx={{ textAlign: 'center' }}>
              <Button onClick={() => void loadOlder()} disabled={older.isFetching}>
                Load older posts
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
