import {
  DASHBOARD_EARLY_PATHS,
  readStoredLanguage,
  readTokenCookies,
  startEarlyRequests,
} from '@portal/data-access';
import { paths } from '@portal/util';
import { startBoot } from './boot';
import './styles.css';

document.documentElement.dataset['build'] = String(import.meta.env.VITE_BUILD_ID ?? 'dev');

// Two ways in (issue 15): a first visit to /auth without a session loads the sign-in page alone and fetches the
// portal while the student signs in; every other address loads the portal, which has /auth too (after a sign-out).
const container = document.getElementById('root');
const tokens = readTokenCookies();
// Signed in on the dashboard (or /panel, which shows it): its first answers are asked for now, while the portal's
// code downloads, and wait for its queries (libs/data-access early-requests.ts).
if (tokens && [paths.panel(), paths.dashboard()].includes(window.location.pathname.replace(/\/+$/, '')))
  startEarlyRequests(DASHBOARD_EARLY_PATHS, tokens, readStoredLanguage());
const signingIn = window.location.pathname === paths.auth() && !tokens;
if (container) {
  startBoot(container, {
    signingIn,
    loadAuth: () => import('./auth-stage'),
    loadApp: () => import('./app-stage'),
  });
}
