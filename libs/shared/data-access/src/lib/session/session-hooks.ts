import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { watchLoginCookies } from './cookies';
import { selectIsLoggedIn, selectSessionEndedBy, signedOut, tokensReceived } from './session-slice';

export function useIsLoggedIn(): boolean {
  return useAppSelector(selectIsLoggedIn);
}

export function useSessionEndedBy() {
  return useAppSelector(selectSessionEndedBy);
}

export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(signedOut()), [dispatch]);
}

/**
 * Watches the cookies that the auth host sets from inside the login frame; once both access and
 * refresh exist, the session starts. Only data-access reads cookies.
 */
export function useLoginCookiePolling(active: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return undefined;
    return watchLoginCookies((tokens) => dispatch(tokensReceived(tokens)));
  }, [active, dispatch]);
}
