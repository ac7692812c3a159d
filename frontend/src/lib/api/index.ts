export { api, LIST, useAuthLogoutMutation, useAuthMeQuery } from './api';
export type { Page } from './paginated';
export { store, type AppDispatch, type RootState } from './store';
export { uploadRequest } from './upload';
