import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A page that failed to render or load says so, with a way out, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Result
      status="error"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('routeError.title')}</h1>}
      subTitle={t('routeError.text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
