import { isChunkLoadError, recoverFromChunkError } from '@portal/pwa';
import { LightButton, PageSpinner } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { ShellResult } from './shell-result';

/** A page that failed to render or load says so, with a way out, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  // A chunk removed by a deploy: reload once for the new build (guarded, idempotent); a repeat shows this page.
  const recovery = useMemo(() => (isChunkLoadError(error) ? recoverFromChunkError() : null), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (recovery === 'reloading') return <PageSpinner />;
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
