import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import FlagIcon from '@mui/icons-material/Flag';
import EventIcon from '@mui/icons-material/Event';
import { FITNESS_GOAL_LABELS } from '@coachcore/domain';
import type { ClientResponseDto } from '@coachcore/api-client/clients';
import { ClientInvitationStatus } from '../../../components/invitation/ClientInvitationStatus';
import { InviteClientButton } from '../../../components/invitation/InviteClientButton';

interface ClientCardProps {
  client: ClientResponseDto;
  onEdit: (client: ClientResponseDto) => void;
  onToggleActive: (client: ClientResponseDto) => void;
  onDelete: (client: ClientResponseDto) => void;
  busy?: boolean;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}

export function ClientCard({ client, onEdit, onToggleActive, onDelete, busy }: ClientCardProps) {
  const name = `${client.firstName} ${client.lastName}`;
  const goalLabel = client.fitnessGoal ? FITNESS_GOAL_LABELS[client.fitnessGoal] : null;
  return (
    <Card variant="outlined" component="article" aria-label={name} data-testid="client-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
              {name}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: client.isActive ? 'success.main' : 'grey.500' }} />
              <Typography variant="body2" color="text.secondary">
                {client.isActive ? 'Active' : 'Inactive'}
              </Typography>
            </Stack>
          </Box>
          {goalLabel && <Chip label={goalLabel} size="small" color="primary" variant="outlined" />}
        </Stack>
        <Stack spacing={0.75}>
          <Line icon={<EmailIcon fontSize="small" aria-hidden />}>{client.email}</Line>
          <Line icon={<PhoneIcon fontSize="small" aria-hidden />}>{client.phone || 'No phone'}</Line>
          <Line icon={<FlagIcon fontSize="small" aria-hidden />}>Goal: {goalLabel ?? 'Not set'}</Line>
          <Line icon={<EventIcon fontSize="small" aria-hidden />}>Added {new Date(client.createdAt).toLocaleDateString()}</Line>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <ClientInvitationStatus client={client} />
          <InviteClientButton client={client} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 0.5 }}>
        <Button component={RouterLink} to={`/client-profile/${client.id}`} variant="contained" size="small" aria-label={`View Profile of ${name}`}>
          View Profile
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(client)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={client.isActive ? 'Deactivate' : 'Reactivate'}>
          <span>
            <IconButton aria-label={`${client.isActive ? 'Deactivate' : 'Reactivate'} ${name}`} onClick={() => onToggleActive(client)} disabled={busy}>
              {client.isActive ? <PauseCircleIcon fontSize="small" /> : <PlayCircleIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(client)} color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
