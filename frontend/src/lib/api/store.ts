import { configureStore } from '@reduxjs/toolkit';
import { accessLockSlice } from '../access-lock';
import { api } from './api';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, [accessLockSlice.name]: accessLockSlice.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
