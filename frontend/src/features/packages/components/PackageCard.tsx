import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { formatPackagePriceWithInterval, packageBillingLabel } from '@coachcore/domain';
import type { CoachingPackageResponseDto } from '@coachcore/api-client/packages';

interface Props {
  coachingPackage: CoachingPackageResponseDto;
  onEdit: (coachingPackage: CoachingPackageResponseDto) => void;
  onDelete: (coachingPackage: CoachingPackageResponseDto) => void;
  onToggleActive: (coachingPackage: CoachingPackageResponseDto) => void;
  toggling: boolean;
}

/**
 * A package card (document 2: name, price in USD, description, duration in days, max clients or Unlimited, features,
 * Active/Inactive badge), with working Edit and Delete and the Active switch.
 */
export function PackageCard({ coachingPackage: p, onEdit, onDelete, onToggleActive, toggling }: Props) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={p.name}
      data-testid="package-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1, wordBreak: 'break-word' }}>
            {p.name}
          </Typography>
          <Chip
            size="small"
            data-testid="package-status"
            label={p.isActive ? 'Active' : 'Inactive'}
            sx={p.isActive ? { bgcolor: '#dcfce7', color: '#166534', fontWeight: 600 } : { bgcolor: '#e5e7eb', color: '#374151', fontWeight: 600 }}
          />
        </Box>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} data-testid="package-price">
          {formatPackagePriceWithInterval(p.price, p.billingInterval)}
        </Typography>
        {p.description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {p.description}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="package-billing">
            {packageBillingLabel(p.billingInterval)}
          </Typography>
          <Typography variant="body2" data-testid="package-duration">
            {p.duration} {p.duration === 1 ? 'day' : 'days'}
          </Typography>
          <Typography variant="body2" data-testid="package-clients">
            {p.maxClients == null ? `${p.activeClients} clients · Unlimited` : `${p.activeClients} / ${p.maxClients} clients`}
          </Typography>
        </Stack>
        <List dense aria-label={`Features of ${p.name}`}>
          {p.features.map((feature, index) => (
            <ListItem key={`${index}-${feature}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pb: 1 }}>
        <FormControlLabel
          sx={{ flexGrow: 1 }}
          control={
            <Switch checked={p.isActive} disabled={toggling} onChange={() => onToggleActive(p)} slotProps={{ input: { 'aria-label': `Active: ${p.name}` } }} />
          }
          label="Active"
        />
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${p.name}`} onClick={() => onEdit(p)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${p.name}`} onClick={() => onDelete(p)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}
