import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import type { NavLink } from './LandingTopBar';

/** The top bar's section links on phone-size screens: a menu button and its menu. */
export function LandingNavMenu({ links }: { links: readonly NavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="More pages"
        aria-controls={anchor ? 'landing-nav-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
        edge="end"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id="landing-nav-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
