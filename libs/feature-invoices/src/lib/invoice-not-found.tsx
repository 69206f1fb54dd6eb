import { PageHeader } from '@portal/ui';
import { paths } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function InvoiceNotFound() {
  const { t } = useTranslation('invoices');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Typography.Paragraph>{t('notFound.text')}</Typography.Paragraph>
      <Link to={paths.invoices()}>{t('detail.back')}</Link>
    </>
  );
}
