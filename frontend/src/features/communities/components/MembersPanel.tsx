import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import type { CommunityResponseDto } from '@coachcore/api-client';
import { api } from '../../../lib/api';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { useCommunitiesAddMemberMutation, useCommunitiesMembersQuery, useCommunitiesRemoveMemberMutation } from '../api';

/** The members of a community; the business adds its clients (within the limit) and removes them. */
export function MembersPanel({ community, canManage }: { community: CommunityResponseDto; canManage: boolean }) {
  const members = useCommunitiesMembersQuery({ id: community.id });
  const clients = api.useClientsListQuery({ limit: 100 }, { skip: !canManage });
  const [add, adding] = useCommunitiesAddMemberMutation();
  const [remove] = useCommunitiesRemoveMemberMutation();
  const runWithToasts = useMutationToasts();
  const [chosen, setChosen] = useState('');
  const memberIds = new Set((members.data ?? []).map((m) => m.clientId));
  const candidates = (clients.data?.items ?? []).filter((c) => !memberIds.has(c.id));

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
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <TextField select size="small" label="Add a client" value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ flexGrow: 1 }}>
            {candidates.length === 0 && (
              <MenuItem value="" disabled>
                No clients to add
              </MenuItem>
            )}
            {candidates.map((client) => (
              <MenuItem key={client.id} value={client.id}>
                {client.firstName} {client.lastName}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={!chosen || adding.isLoading} onClick={() => void addChosen()}>
            Add
          </Button>
        </Box>
      )}
      {members.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No members yet
        </Typography>
      ) : (
        <List dense aria-label="Members">
          {(members.data ?? []).map((member) => (
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
    </Paper>
  );
}
