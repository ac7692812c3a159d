import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '../components/toast/ToastProvider';
import { theme } from './theme';

/**
 * App-wide providers; the Redux store is provided by StoreBoundary around the routes that use the API.
 * `location` is set only when pre-rendering a page at build time (a static router at that URL).
 */
export function AppProviders({ children, location }: { children: ReactNode; location?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        {location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>}
      </ToastProvider>
    </ThemeProvider>
  );
}
