import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShellResult } from './shell-result';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <ShellResult
      status="not-found"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Link to={paths.dashboard()} className="pill-link">
          {t('notFound.toDashboard')}
        </Link>
      }
    />
  );
}
