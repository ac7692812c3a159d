import { createSlice, isRejectedWithValue, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isBusinessSuspendedMessage } from '@coachcore/domain';
import { api } from './api/api';

/**
 * A business the platform has suspended: the API refuses its owner, staff and clients with a 403 whose message says
 * why and how to resolve it. The first such answer locks the signed-in areas on that message (AppShell shows it in place
 * of the page) until the person checks again, signs out or signs in.
 */
export interface AccessLockState {
  message: string | null;
}

const initialState: AccessLockState = { message: null };

/** The suspension message of a rejected API call, if it is one. */
function suspensionOf(action: UnknownAction): string | null {
  if (!isRejectedWithValue(action)) return null;
  const payload = action.payload as { status?: unknown; data?: { message?: unknown } } | undefined;
  const message = payload?.data?.message;
  return payload?.status === 403 && isBusinessSuspendedMessage(message) ? message : null;
}

export const accessLockSlice = createSlice({
  name: 'accessLock',
  initialState,
  reducers: {
    cleared: () => initialState,
    locked: (_state, action: PayloadAction<string>) => ({ message: action.payload }),
  },
  extraReducers: (builder) => {
    // A new sign-in starts unlocked: the API says again if the business is still suspended.
    builder.addMatcher(api.endpoints.authLogin.matchFulfilled, () => initialState);
    builder.addMatcher(api.endpoints.authLoginSecondStep.matchFulfilled, () => initialState);
    builder.addMatcher(
      (action): action is PayloadAction<unknown> => suspensionOf(action) !== null,
      (_state, action) => ({ message: suspensionOf(action as UnknownAction) }),
    );
  },
});

export const { cleared: accessLockCleared } = accessLockSlice.actions;
export const selectAccessLock = (state: { accessLock: AccessLockState }) => state.accessLock.message;
