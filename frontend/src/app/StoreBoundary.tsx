import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { store } from '../lib/api';
import './feature-api-tags';

/**
 * The data layer (Redux + RTK Query) wraps only the routes that talk to the API, so public pages
 * load without it. The store is a module singleton: its cache survives moving between these routes.
 */
export function StoreBoundary() {
  return (
    <Provider store={store}>
      <Outlet />
    </Provider>
  );
}
