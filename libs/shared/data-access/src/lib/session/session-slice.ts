import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionTokens, Student } from '@portal/api-contract';
import { readTokenCookies } from './cookies';

export interface SessionState {
  tokens: SessionTokens | null;
  student: Student | null;
  /**
   * Why the last session ended: a sign-out (here, or `otherTab`: in another tab of the portal) forgets where the
   * student was, an expiry remembers it. The login says when it was another tab.
   */
  endedBy: 'signOut' | 'otherTab' | 'expiry' | null;
}

const initialSessionState = (): SessionState => ({
  tokens: readTokenCookies(),
  student: null,
  endedBy: null,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** New tokens from a response, a refresh or the auth host's cookies. */
    tokensReceived(state, action: PayloadAction<Partial<SessionTokens>>) {
      const merged = { ...(state.tokens ?? {}), ...stripEmpty(action.payload) };
      state.tokens = merged.access && merged.refresh ? (merged as SessionTokens) : state.tokens;
      if (state.tokens) state.endedBy = null;
    },
    studentLoaded(state, action: PayloadAction<Student>) {
      state.student = action.payload;
    },
    /** The refresh was refused: the session ends and the login shows. */
    sessionExpired(state) {
      state.tokens = null;
      state.student = null;
      state.endedBy = 'expiry';
    },
    /** The student signed out, here or (`inOtherTab`) in another tab of the portal. */
    signedOut: {
      reducer(state, action: PayloadAction<{ inOtherTab: boolean } | undefined>) {
        state.tokens = null;
        state.student = null;
        state.endedBy = action.payload?.inOtherTab ? 'otherTab' : 'signOut';
      },
      prepare: (origin?: { inOtherTab: boolean }) => ({ payload: origin }),
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => Boolean(state.tokens?.access && state.tokens.refresh),
    selectStudent: (state) => state.student,
    selectSessionEndedBy: (state) => state.endedBy,
  },
});

function stripEmpty(tokens: Partial<SessionTokens>): Partial<SessionTokens> {
  return Object.fromEntries(
    Object.entries(tokens).filter(([, value]) => typeof value === 'string' && value.length > 0),
  ) as Partial<SessionTokens>;
}

export const { tokensReceived, studentLoaded, sessionExpired, signedOut } = sessionSlice.actions;
export const { selectIsLoggedIn, selectStudent, selectSessionEndedBy } = sessionSlice.selectors;
