import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { fullName, initials, isPlatformAdmin } from '../../../lib/user';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useLogout } from '../hooks/useLogout';
import { ProfileDialog } from './LazyProfileDialog';
import { TwoFactorDialog } from './two-factor/LazyTwoFactorDialog';

/** The user card at the foot of the side menu, with Edit Profile, Two-Factor Authentication and Logout. */
export function UserCard() {
  const { user } = useCurrentUser();
  const { logout, pending } = useLogout('menu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  // Two-factor sign-in is offered to the platform team, business owners and staff.
  const offersTwoFactor = !!user && user.role !== 'client';
  const name = fullName(user);

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-card"
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 1.5, p: 1.5, borderRadius: 2, textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }}>
          {initials(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user?.email}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
          {isPlatformAdmin(user) ? 'Platform Admin' : 'Fitness Professional'}
        </ListSubheader>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          Edit Profile
        </MenuItem>
        {offersTwoFactor && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setTwoFactorOpen(true);
            }}
          >
            <ListItemIcon>
              <SecurityIcon fontSize="small" />
            </ListItemIcon>
            Two-Factor Authentication
          </MenuItem>
        )}
        <MenuItem onClick={() => void logout()} disabled={pending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {pending ? 'Logging out...' : 'Logout'}
        </MenuItem>
      </Menu>
      <ProfileDialog variant={user?.role === 'admin' ? 'admin' : 'user'} open={profileOpen} user={user} onClose={() => setProfileOpen(false)} />
      {offersTwoFactor && <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />}
    </>
  );
}
