import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { StorageKeys, readJson, readString } from './storage';
import type { AuthUser } from './authTypes';

export interface AuthState {
  token: string | null;
  user: AuthUser | null;
}

/** Authentication is initialised from the stored token and user (spec §4). */
export function loadAuthState(): AuthState {
  const token = readString(StorageKeys.token);
  const user = readJson<AuthUser>(StorageKeys.user);
  return token && user ? { token, user } : { token: null, user: null };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: AuthUser }>) => action.payload,
    userUpdated: (state, action: PayloadAction<AuthUser>) => {
      state.user = action.payload;
    },
    /** Changing one's own password revokes older tokens; the answer carries the new one. */
    tokenRefreshed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    passwordChangeRequired: (state) => {
      if (state.user) state.user.has_to_change_password = true;
    },
    signedOut: () => ({ token: null, user: null }),
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => Boolean(state.token && state.user),
  },
});

export const { signedIn, userUpdated, tokenRefreshed, passwordChangeRequired, signedOut } = authSlice.actions;
export const { selectUser, selectIsSignedIn } = authSlice.selectors;
