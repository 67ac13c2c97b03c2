import { useLocation } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from '../../app/authSlice';
import { rememberSignedOutNotice } from '../../app/signedOutNotice';
import { useLogoutMutation } from '../auth/authApi';
import { Paths } from '../auth/routeRules';

/**
 * Ends this session (the server refuses the token from then on), forgets it here and shows the sign-in
 * page with `notice` (why it happened). A failed call still signs out here.
 */
export function useSignOutWithNotice() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [logout] = useLogoutMutation();
  return async (notice: string | null, alreadyEnded = false) => {
    if (!alreadyEnded)
      await logout()
        .unwrap()
        .catch(() => undefined);
    if (notice) rememberSignedOutNotice(notice);
    dispatch(signedOut());
    navigate(Paths.signIn, { replace: true });
  };
}
