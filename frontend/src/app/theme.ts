import { createTheme } from '@mui/material/styles';

/** Phone widths (MUI's xs): every control is a touch target of at least 44 × 44 px there. */
const PHONE = '@media (max-width: 599.95px)';
const TOUCH_TARGET = 44;

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
    MuiToggleButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
    MuiIconButton: { styleOverrides: { root: { [PHONE]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } } },
    MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiInputBase: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
    MuiListItemButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  },
});
