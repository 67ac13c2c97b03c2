import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  authSlice,
  passwordChangeRequired,
  signedIn,
  signedOut,
  tokenRefreshed,
  userUpdated,
} from './authSlice';
import { api } from './api';
import { setPasswordChangeRequiredHandler } from './baseQuery';
import { StorageKeys, clearSession, writeJson, writeString } from './storage';

const rootReducer = combineSlices(api, authSlice);

/** Keeps localStorage in step with the auth slice, so reducers stay pure. */
const persistence = createListenerMiddleware();
persistence.startListening({
  matcher: isAnyOf(signedIn, tokenRefreshed),
  effect: (_action, listenerApi) => {
    const { auth } = listenerApi.getState() as RootState;
    if (auth.token) writeString(StorageKeys.token, auth.token);
  },
});
persistence.startListening({
  matcher: isAnyOf(signedIn, userUpdated, passwordChangeRequired),
  effect: (_action, listenerApi) => {
    const { auth } = listenerApi.getState() as RootState;
    if (auth.user) writeJson(StorageKeys.user, auth.user);
  },
});
persistence.startListening({
  actionCreator: signedOut,
  effect: (_action, listenerApi) => {
    clearSession();
    listenerApi.dispatch(api.util.resetApiState());
  },
});

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
  setPasswordChangeRequiredHandler(() => store.dispatch(passwordChangeRequired()));
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
