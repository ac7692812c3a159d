export { api, LIST, paged, useAuthLogoutMutation, useAuthMeQuery, useFeatureFlagsStatesQuery } from './api';
export { cursorList, loadedItems, offsetList, type LoadedList } from './infinite';
export { toCursorPage, type CursorPage, type Page } from './paginated';
export { store, type AppDispatch, type RootState } from './store';
export { uploadRequest } from './upload';
