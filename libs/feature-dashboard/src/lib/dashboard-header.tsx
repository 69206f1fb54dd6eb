import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import './i18n/register';

export function DashboardHeader({ firstname }: { firstname: string | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <PageHeader title={firstname ? t('greeting', { firstname }) : t('title')} subtitle={t('subtitle')} />
  );
}
