import { PageHeader } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';

export function DashboardHeader({ firstname }: { firstname: string | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <PageHeader title={firstname ? t('greeting', { firstname }) : t('title')} subtitle={t('subtitle')} />
  );
}
