import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { AREA_MENUS, AREA_SUBTITLES, activeMenuItem, findRoute, PAYMENT_SUSPENSION_REASON, type SignedInArea } from '@coachcore/domain';
import { TwoFactorGate, UserCard } from '../features/auth';
import { PageSpinner } from '../components/PageSpinner';
import { selectAccessLock } from '../lib/access-lock';
import { useFeatureFlags } from '../hooks/useFeatureFlags';

const DRAWER_WIDTH = 264;

/** Shown only to a suspended business's people: loaded on demand, out of every shell's first load. */
// Only a suspended business's owner sees it: its form and the support calls load with it, not with the shell.
const ContactSupportButton = lazy(() => import('../features/support').then((module) => ({ default: module.ContactSupportButton })));
const BusinessSuspendedNotice = lazy(() => import('../components/BusinessSuspendedNotice').then((module) => ({ default: module.BusinessSuspendedNotice })));

interface AppShellProps {
  area: SignedInArea;
  /** Extra controls at the right of the top bar (the admin header menu). */
  headerActions?: ReactNode;
  /** Shown in the side menu above the user card (the client's membership). */
  sidebarExtra?: ReactNode;
  /** Rendered after the page (the business setup wizard). */
  children?: ReactNode;
  /** Menu entries this person cannot open (a platform team member's sections), besides those of features turned off. */
  hidesPath?: (path: string) => boolean;
}

/** The signed-in shell: side menu of the area, top bar, the page. */
export function AppShell({ area, headerActions, sidebarExtra, children, hidesPath }: AppShellProps) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const flags = useFeatureFlags();
  const menu = AREA_MENUS[area].filter((item) => !flags.hidesPath(item.path) && !hidesPath?.(item.path));
  const active = activeMenuItem(menu, pathname);
  const pageTitle = findRoute(pathname)?.title ?? active?.label ?? '';
  // A suspended business's people see why instead of any page (platform admins are never locked).
  const lock = useSelector(selectAccessLock);
  // An owner suspended for an overdue payment still reaches the subscription pages, to pay.
  const payingPath = pathname.startsWith('/platform-subscription') || pathname === '/subscribe';
  const suspended = area !== 'admin' && lock && !(payingPath && lock.includes(PAYMENT_SUSPENSION_REASON)) ? lock : null;

  // Moving to another page closes the phone menu (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
          CoachCore
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {AREA_SUBTITLES[area]}
        </Typography>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main menu" sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List dense>
          {menu.map((item) => {
            const selected = item === active;
            return (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.path}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  sx={{ mx: 1, borderRadius: 2, '&.Mui-selected': { fontWeight: 700 } }}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      {sidebarExtra}
      <Box sx={{ p: 1 }}>
        <UserCard />
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          {!isDesktop && (
            <IconButton
              edge="start"
              aria-label="Open menu"
              aria-controls="side-menu"
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {pageTitle}
          </Typography>
          {headerActions}
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {isDesktop ? (
          <Drawer variant="permanent" open id="side-menu" slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}>
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            id="side-menu"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: false }}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Suspense fallback={<PageSpinner />}>
          {suspended ? (
            <BusinessSuspendedNotice message={suspended} actions={area === 'business' ? <ContactSupportButton /> : undefined} />
          ) : (
            <TwoFactorGate>
              <Outlet />
            </TwoFactorGate>
          )}
        </Suspense>
      </Box>
      {children}
    </Box>
  );
}
