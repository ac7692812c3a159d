import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useCommunityPostsCreateMutation } from '../api';

/** A post (or, with `parentId`, a reply): Enter posts, Shift+Enter adds a line. */
export function PostComposer({ communityId, parentId, onPosted }: { communityId: string; parentId?: string; onPosted?: () => void }) {
  const [text, setText] = useState('');
  const [create, state] = useCommunityPostsCreateMutation();
  const runWithToasts = useMutationToasts();
  const content = text.trim();
  const submit = async () => {
    if (!content || state.isLoading) return;
    const outcome = await runWithToasts(create({ id: communityId, createCommunityPostDto: { content, parentId } }).unwrap(), {
      failure: { fallback: COMMUNITY_MESSAGES.postFailed },
    });
    if (outcome.ok) {
      setText('');
      onPosted?.();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const label = parentId ? 'Reply' : 'New post';
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={parentId ? 'Write a reply...' : 'Share something with the community...'}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
      <Button type="submit" variant="contained" disabled={!content || state.isLoading}>
        {parentId ? 'Reply' : 'Post'}
      </Button>
    </Box>
  );
}
