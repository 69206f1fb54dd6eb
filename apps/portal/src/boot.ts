import { readStoredLanguage } from '@portal/data-access';
import { isChunkLoadError, recoverFromChunkError } from '@portal/pwa';
import { i18n, loadLanguage, translationsReady, withChunkTimeout } from '@portal/ui-light';
import { nextTask } from '@portal/util';
import './app/i18n/register';

type AuthStage = Pick<typeof import('./auth-stage'), 'startAuthStage'>;
type AppStage = Pick<typeof import('./app-stage'), 'startAppStage'>;

export interface BootOptions {
  /** A first visit to /auth without a session: the sign-in page alone first. */
  signingIn: boolean;
  loadAuth: () => Promise<AuthStage>;
  loadApp: () => Promise<AppStage>;
}

/**
 * Starts the sign-in page or the portal in `container`. The portal's code is fetched once: while the student
 * signs in (the frame took the focus) or when the session starts, whichever comes first. A stage that fails to
 * load reloads the page once (a deploy removed the old chunks), then says so on the page.
 */
export function startBoot(
  container: HTMLElement,
  { signingIn, loadAuth, loadApp }: BootOptions,
): Promise<() => void> {
  let app: Promise<AppStage> | null = null;
  let unmount: (() => void) | null = null;
  let stopped = false;
  // The remembered language's strings download beside the stage (only that language's), and each stage starts
  // once the strings of everything it registered are in: the first render is in the student's language. It starts
  // in a task after the one that evaluated its modules (nextTask), not at the end of it.
  loadLanguage(readStoredLanguage()).catch(() => undefined);
  const withStrings =
    <Stage>(load: () => Promise<Stage>) =>
    () =>
      withChunkTimeout(load)().then((stage) =>
        Promise.all([translationsReady(), nextTask()]).then(() => stage),
      );
  const portal = () => (app ??= withStrings(loadApp)());
  const startApp = async ({ startAppStage }: AppStage) => {
    unmount?.();
    unmount = null;
    const stop = await startAppStage(container);
    // Unmounted meanwhile (the boot's own stop): the stage that just started stops too.
    if (stopped) stop();
    else unmount = stop;
  };
  const failed = (error: unknown) => showBootFailure(container, error);
  const started = signingIn
    ? withStrings(loadAuth)().then(({ startAuthStage }) => {
        unmount = startAuthStage(container, {
          // A failure here is reported when the portal is needed (the same promise rejects again then).
          onSigningIn: () => void portal().catch(() => undefined),
          onSignedIn: () => void portal().then(startApp).catch(failed),
        });
      })
    : portal().then(startApp);
  return started.then(
    () => () => {
      stopped = true;
      unmount?.();
    },
    (error: unknown) => {
      failed(error);
      return () => container.replaceChildren();
    },
  );
}

/**
 * The page's own message when the portal could not start: a heading, the reason and a reload button. Offline, its
 * code could not download: the message says so and the page reloads when the connection returns.
 */
function showBootFailure(container: HTMLElement, error: unknown): void {
  const chunk = isChunkLoadError(error);
  const recovery = chunk ? recoverFromChunkError() : null;
  if (recovery === 'reloading') return;
  const offline = recovery === 'offline';
  const t = (key: 'title' | 'text' | 'chunkText' | 'reload' | 'offlineTitle' | 'offlineText') =>
    i18n.t(`routeError.${key}`, { ns: 'shell', lng: readStoredLanguage() });
  const main = document.createElement('main');
  main.className = 'boot-failure';
  const heading = document.createElement('h1');
  heading.textContent = t(offline ? 'offlineTitle' : 'title');
  const text = document.createElement('p');
  text.textContent = t(offline ? 'offlineText' : chunk ? 'chunkText' : 'text');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = t('reload');
  reload.addEventListener('click', () => window.location.reload());
  main.append(heading, text, reload);
  container.replaceChildren(main);
  if (offline) window.addEventListener('online', () => window.location.reload(), { once: true });
  if (!chunk) console.error(error);
}
