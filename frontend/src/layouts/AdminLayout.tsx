import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useAdminAccess } from '../features/admin';
import { ProfileDialog, TwoFactorDialog, useLogout } from '../features/auth';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { AppShell } from './AppShell';

/** Admin header avatar menu: Edit Profile, Two-Factor Authentication and a Log out that always ends at the site root. */
function AdminHeaderMenu() {
  const { user } = useCurrentUser();
  const { logout, pending } = useLogout('admin-header');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  return (
    <>
      <IconButton aria-label="Admin account menu" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          Edit Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setTwoFactorOpen(true);
          }}
        >
          Two-Factor Authentication
        </MenuItem>
        <MenuItem onClick={() => void logout()} disabled={pending}>
          {pending ? 'Logging out...' : 'Log out'}
        </MenuItem>
      </Menu>
      <ProfileDialog variant="admin" open={profileOpen} user={user} onClose={() => setProfileOpen(false)} />
      <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
    </>
  );
}

/** The admin area: its menu offers the sections the account's permissions open (all of them for a platform admin). */
export function AdminLayout() {
  const access = useAdminAccess();
  return <AppShell area="admin" headerActions={<AdminHeaderMenu />} hidesPath={(path) => !access.canOpen(path)} />;
}
