export { readTokenCookies, watchLoginCookies } from './cookies';
export { rememberReturnPath, takeReturnPath } from './return-path';
export { useIsLoggedIn, useLoginCookiePolling, useSessionEndedBy, useSignOut } from './session-hooks';
export {
  selectIsLoggedIn,
  selectStudent,
  sessionExpired,
  signedOut,
  studentLoaded,
  tokensReceived,
  type SessionState,
} from './session-slice';
