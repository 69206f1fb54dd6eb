export { readTokenCookies, watchLoginCookies } from './cookies';
export { rememberReturnPath, takeReturnPath } from './return-path';
export { useIsLoggedIn, useLoginCookiePolling, useSessionEndedBy, useSignOut } from './session-hooks';
export { signedOut, tokensReceived } from './session-slice';
