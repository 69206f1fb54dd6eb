import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Student } from '@portal/api-contract';
import type { Language } from '@portal/util';
import { useGetProfileQuery } from './endpoints/profile';
import { selectDarkMode, selectLanguage, selectSidebarExpanded } from './interface/interface-slice';
import { watchLoginCookies } from './session/cookies';
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

export interface CurrentStudent {
  /** null until the profile has loaded. */
  student: Student | null;
  /** The profile could not be loaded; with isFetching and refetch, a page can wait on it like on a query. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The signed-in student, the one way to read them: the session keeps the student of the last profile
 * answer (see store.ts); this asks for the profile while there is none.
 */
export function useCurrentStudent(): CurrentStudent {
  const student = useAppSelector(selectStudent);
  const { isError, isFetching, refetch } = useGetProfileQuery();
  return { student, isError: student === null && isError, isFetching, refetch };
}

/** Just the student (null until the profile has loaded), for code that shows no loading state of its own. */
export function useStudent(): Student | null {
  return useCurrentStudent().student;
}

export function useSessionEndedBy() {
  return useAppSelector(selectSessionEndedBy);
}

export function useDarkMode(): boolean {
  return useAppSelector(selectDarkMode);
}

/** The language the student chose (English until they choose another). */
export function useLanguage(): Language {
  return useAppSelector(selectLanguage);
}

export function useSidebarExpanded(): boolean {
  return useAppSelector(selectSidebarExpanded);
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
