import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client/communities';
import { ClientPicker } from '../../../components/clients/ClientPicker';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { loadedItems } from '../../../lib/api';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useCommunitiesAddMemberMutation, useCommunitiesRemoveMemberMutation, useCommunityMembersPagesInfiniteQuery } from '../api';

/**
 * The members of a community, oldest first, a page at a time ("Load more"); the business adds its clients (chosen by
 * searching, within the limit) and removes them.
 */
export function MembersPanel({ community, canManage }: { community: CommunityResponseDto; canManage: boolean }) {
  const membersQuery = useCommunityMembersPagesInfiniteQuery({ id: community.id });
  const members = loadedItems(membersQuery);
  const [add, adding] = useCommunitiesAddMemberMutation();
  const [remove] = useCommunitiesRemoveMemberMutation();
  const runWithToasts = useMutationToasts();
  const [chosen, setChosen] = useState('');

  const addChosen = async () => {
    const outcome = await runWithToasts(add({ id: community.id, addCommunityMemberDto: { clientId: chosen } }).unwrap(), {
      success: { title: COMMUNITY_MESSAGES.memberAdded },
      failure: { fallback: 'Failed to add member' },
    });
    if (outcome.ok) setChosen('');
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="members-title" sx={{ p: 2 }}>
      <Typography id="members-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Members ({community.memberCount}
        {community.memberLimit != null ? ` of ${community.memberLimit}` : ''})
      </Typography>
      {canManage && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
          <ClientPicker value={chosen} onChange={setChosen} label="Add a client" size="small" emptyHint="No clients to add" sx={{ flexGrow: 1 }} />
          <Button variant="contained" disabled={!chosen || adding.isLoading} onClick={() => void addChosen()} sx={{ mt: 0.25 }}>
            Add
          </Button>
        </Box>
      )}
      {membersQuery.data && members.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No members yet
        </Typography>
      ) : (
        <List dense aria-label="Members">
          {members.items.map((member) => (
            <ListItem
              key={member.clientId}
              disableGutters
              secondaryAction={
                canManage ? (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${member.firstName} ${member.lastName}`}
                    onClick={() =>
                      void runWithToasts(remove({ id: community.id, clientId: member.clientId }).unwrap(), {
                        success: { title: COMMUNITY_MESSAGES.memberRemoved },
                        failure: { fallback: 'Failed to remove member' },
                      })
                    }
                  >
                    <PersonRemoveIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText primary={`${member.firstName} ${member.lastName}`} secondary={canManage ? member.email : undefined} />
            </ListItem>
          ))}
        </List>
      )}
      <LoadMoreButton hasMore={members.hasMore} loading={members.loadingMore} onClick={members.loadMore} label="Load more members" />
    </Paper>
  );
}
