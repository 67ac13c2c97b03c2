import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { useAppDispatch, useAppSelector } from './app/hooks';
import { makeStore } from './app/store';
import { useMeQuery } from './features/auth/authApi';
import { selectIsSignedIn, userUpdated } from './app/authSlice';
import { toAuthUser } from './features/auth/session';
import { I18nProvider } from './i18n/I18nProvider';
import { AppRoutes } from './routes';
import { AppToaster, UiProvider } from './ui';
import { IdleWatch } from './features/sessions/IdleWatch';

/** Refreshes the stored user (type, permissions, password flag) from GET /api/users/me once signed in. */
function SessionRefresh() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useMeQuery(undefined, { skip: !signedIn });
  useEffect(() => {
    if (data) dispatch(userUpdated(toAuthUser(data)));
  }, [data, dispatch]);
  return null;
}

/** The idle timeout's warning and sign-out, for as long as someone is signed in (one for every screen). */
function SignedInIdleWatch() {
  return useAppSelector(selectIsSignedIn) ? <IdleWatch /> : null;
}

/** Store, i18n and Blueprint providers around the routes. */
export function App() {
  const store = useMemo(() => makeStore(), []);
  return (
    <Provider store={store}>
      <I18nProvider>
        <UiProvider>
          <SessionRefresh />
          <SignedInIdleWatch />
          <AppRoutes />
          <AppToaster />
        </UiProvider>
      </I18nProvider>
    </Provider>
  );
}
