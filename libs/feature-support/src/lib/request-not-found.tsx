import { PageHeader } from '@portal/ui';
import { paths } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './i18n/register';

export function RequestNotFound() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Typography.Paragraph>{t('notFound.text')}</Typography.Paragraph>
      <Link to={paths.supportCenter()}>{t('notFound.back')}</Link>
    </>
  );
}
