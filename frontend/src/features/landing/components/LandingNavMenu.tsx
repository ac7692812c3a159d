import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavLink } from './LandingTopBar';

/** The top bar's section links on phone-size screens. */
export function LandingNavMenu({ anchor, links, onClose }: { anchor: HTMLElement; links: readonly NavLink[]; onClose: () => void }) {
  return (
    <Menu id="landing-nav-menu" anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
