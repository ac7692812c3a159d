import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { CommunityResponseDto } from '@coachcore/api-client/communities';

interface Props {
  community: CommunityResponseDto;
  onOpen: (id: string) => void;
  onEdit?: (community: CommunityResponseDto) => void;
  onDelete?: (community: CommunityResponseDto) => void;
  onJoin?: (community: CommunityResponseDto) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A community card: name, description, Private/Public, real member and today's message counts. */
export function CommunityCard({ community, onOpen, onEdit, onDelete, onJoin }: Props) {
  const full = community.memberLimit != null && community.memberCount >= community.memberLimit;
  return (
    <Card variant="outlined" component="article" aria-label={community.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea onClick={() => onOpen(community.id)} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {community.name}
            </Typography>
            <Chip size="small" label={community.isPrivate ? 'Private' : 'Public'} color={community.isPrivate ? 'secondary' : 'default'} />
          </Box>
          {community.description && (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {community.description}
            </Typography>
          )}
          <Stack direction="row" spacing={2}>
            <Typography variant="body2" data-testid="member-count">
              {plural(community.memberCount, 'member', 'members')}
              {community.memberLimit != null && ` of ${community.memberLimit}`}
            </Typography>
            <Typography variant="body2" data-testid="messages-today">
              {plural(community.messagesToday, 'message', 'messages')} today
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      {(onEdit || onDelete || (onJoin && !community.isMember)) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 1, pb: 1 }}>
          {onJoin && !community.isMember && (
            <Button size="small" variant="contained" disabled={full} onClick={() => onJoin(community)}>
              {full ? 'Full' : 'Join'}
            </Button>
          )}
          {onEdit && (
            <IconButton aria-label={`Edit ${community.name}`} onClick={() => onEdit(community)}>
              <EditIcon />
            </IconButton>
          )}
          {onDelete && (
            <IconButton aria-label={`Delete ${community.name}`} onClick={() => onDelete(community)}>
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
      )}
    </Card>
  );
}
