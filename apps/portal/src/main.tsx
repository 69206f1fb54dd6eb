import { readKeptOnStart, readTokenCookies } from '@portal/data-access';
import { paths } from '@portal/util';
import { startBoot } from './boot';
import 'virtual:portal-colours.css';
import './styles.css';

document.documentElement.dataset['build'] = String(import.meta.env.VITE_BUILD_ID ?? 'dev');

// Two ways in: a first visit to /auth without a session loads the sign-in page alone and fetches the
// portal while the student signs in; every other address loads the portal, which has /auth too (after a sign-out).
const container = document.getElementById('root');
const tokens = readTokenCookies();
const signingIn = window.location.pathname === paths.auth() && !tokens;
// The student's kept answers are read (or, without a session, deleted) while the portal's code downloads.
void readKeptOnStart(Boolean(tokens));
if (container) {
  startBoot(container, {
    signingIn,
    loadAuth: () => import('./auth-stage'),
    loadApp: () => import('./app-stage'),
  });
}
