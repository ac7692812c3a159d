import { StrictMode } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app. `location` is given only when pre-rendering a page at build time (src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <AppProviders location={location}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
}
