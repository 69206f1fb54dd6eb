import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectDarkMode, selectSidebarExpanded } from './interface/interface-slice';
import { readTokenCookies } from './session/cookies';
import {
  selectIsLoggedIn,
  selectSessionEndedBy,
  selectStudent,
  signedOut,
  tokensReceived,
} from './session/session-slice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useIsLoggedIn(): boolean {
  return useAppSelector(selectIsLoggedIn);
}

export function useStudent() {
  return useAppSelector(selectStudent);
}

export function useSessionEndedBy() {
  return useAppSelector(selectSessionEndedBy);
}

export function useDarkMode(): boolean {
  return useAppSelector(selectDarkMode);
}

export function useSidebarExpanded(): boolean {
  return useAppSelector(selectSidebarExpanded);
}

export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(signedOut()), [dispatch]);
}

/** Login polling (spec 4, 9): first look after 2000 ms, then every 1000 ms. */
export const LOGIN_POLL_DELAY_MS = 2000;
export const LOGIN_POLL_INTERVAL_MS = 1000;

/**
 * Watches the cookies that the auth host sets from inside the login frame; once both access and
 * refresh exist, the session starts. Only data-access reads cookies.
 */
export function useLoginCookiePolling(active: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      const tokens = readTokenCookies();
      if (tokens) {
        if (interval) clearInterval(interval);
        dispatch(tokensReceived(tokens));
      }
    };
    const delay = setTimeout(() => {
      check();
      interval = setInterval(check, LOGIN_POLL_INTERVAL_MS);
    }, LOGIN_POLL_DELAY_MS);
    return () => {
      clearTimeout(delay);
      if (interval) clearInterval(interval);
    };
  }, [active, dispatch]);
}
