import { useLocation } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { useLogoutMutation } from './authApi';
import { signedOut } from '../../app/authSlice';
import { Paths } from './routeRules';

/**
 * Sign-out: the server revokes the token first (POST /api/logout), then the browser forgets the
 * session (stored path, user and brandings: the signedOut listener in app/store.ts). A failed call
 * (server unreachable) still signs out here; the token then ends at its expiry.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    navigate(Paths.signIn, { replace: true });
  };
  return { signOut, signingOut: isLoading };
}
