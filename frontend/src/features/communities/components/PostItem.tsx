import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNITY_REACTIONS, type CommunityReaction } from '@coachcore/domain';
import type { CommunityReplyResponseDto } from '@coachcore/api-client/communities';
import { useCommunityPostsReactMutation, useCommunityPostsUnreactMutation } from '../api';
import { PostComposer } from './PostComposer';

const REACTION_LABELS: Record<CommunityReaction, { emoji: string; label: string }> = {
  like: { emoji: '👍', label: 'Like' },
  love: { emoji: '❤️', label: 'Love' },
  celebrate: { emoji: '🎉', label: 'Celebrate' },
  strong: { emoji: '💪', label: 'Strong' },
};

interface Props {
  communityId: string;
  post: CommunityReplyResponseDto & { replies?: CommunityReplyResponseDto[] };
  canWrite: boolean;
}

/** A post (or reply): author, time, text, reactions (toggle yours) and, for posts, replies and a reply box. */
export function PostItem({ communityId, post, canWrite }: Props) {
  const [react] = useCommunityPostsReactMutation();
  const [unreact] = useCommunityPostsUnreactMutation();
  const [replying, setReplying] = useState(false);
  const toggle = (reaction: CommunityReaction) => {
    const args = { id: communityId, postId: post.id, reaction };
    void (post.myReactions.includes(reaction) ? unreact(args) : react(args));
  };
  return (
    <Box component="article" aria-label={`Post by ${post.authorName}`} data-testid={post.parentId ? 'reply' : 'post'} sx={{ py: 1.5 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {post.authorName}{' '}
        <Typography component="time" variant="caption" color="text.secondary" dateTime={post.createdAt}>
          {new Date(post.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>{post.content}</Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {COMMUNITY_REACTIONS.map((reaction) => {
          const mine = post.myReactions.includes(reaction);
          const count = post.reactions[reaction];
          return (
            <Button
              key={reaction}
              size="small"
              variant={mine ? 'contained' : 'text'}
              disabled={!canWrite}
              aria-pressed={mine}
              aria-label={`${REACTION_LABELS[reaction].label} (${count})`}
              onClick={() => toggle(reaction)}
              sx={{ minWidth: 0 }}
            >
              {REACTION_LABELS[reaction].emoji} {count > 0 ? count : ''}
            </Button>
          );
        })}
        {canWrite && !post.parentId && (
          <Button size="small" onClick={() => setReplying((open) => !open)}>
            Reply
          </Button>
        )}
      </Stack>
      {post.replies && post.replies.length > 0 && (
        <Box sx={{ pl: 3, borderLeft: 2, borderColor: 'divider', mt: 1 }}>
          {post.replies.map((reply) => (
            <PostItem key={reply.id} communityId={communityId} post={reply} canWrite={canWrite} />
          ))}
        </Box>
      )}
      {replying && (
        <Box sx={{ pl: 3, mt: 1 }}>
          <PostComposer communityId={communityId} parentId={post.id} onPosted={() => setReplying(false)} />
        </Box>
      )}
    </Box>
  );
}
