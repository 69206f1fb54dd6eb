import { isChunkLoadError, recoverFromChunkError } from '@portal/pwa';
import { LightButton, PageSpinner, useOnlineStatus } from '@portal/ui-light';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { ShellResult } from './shell-result';

/** A page that failed to render or load says so, with a way out, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  // A chunk removed by a deploy: reload once for the new build (guarded, idempotent); a repeat shows this page.
  // Offline, the chunk was never fetched: the page waits for the connection instead of reloading into nothing.
  const recovery = useMemo(() => (isChunkLoadError(error) ? recoverFromChunkError() : null), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (recovery === 'reloading') return <PageSpinner />;
  if (recovery === 'offline') return <NotLoadedOffline />;
  return (
    <ShellResult
      status="error"
      title={t('routeError.title')}
      subTitle={recovery === 'gave-up' ? t('routeError.chunkText') : t('routeError.text')}
      extra={
        <LightButton variant="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </LightButton>
      }
    />
  );
}

/**
 * A page whose code had not been downloaded yet when the connection dropped. The rest of the portal stays; the
 * page opens by itself when the connection returns (a reload, since the router keeps the failed load), or when the
 * student retries on a connection the browser did not notice.
 */
function NotLoadedOffline() {
  const { t } = useTranslation('shell');
  const online = useOnlineStatus();
  const [stillOffline, setStillOffline] = useState(false);
  useEffect(() => {
    if (online) window.location.reload();
  }, [online]);
  return (
    <ShellResult
      status="not-found"
      title={t('routeError.offlineTitle')}
      subTitle={
        <>
          {t('routeError.offlineText')}
          <span role="status" style={{ display: 'block' }}>
            {stillOffline && !online ? t('routeError.stillOffline') : null}
          </span>
        </>
      }
      extra={
        <LightButton
          variant="primary"
          onClick={() => (navigator.onLine ? window.location.reload() : setStillOffline(true))}
        >
          {t('routeError.retry')}
        </LightButton>
      }
    />
  );
}
