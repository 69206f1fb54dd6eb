import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AllInvoicesLink() {
  const { t } = useTranslation('dashboard');
  return <Link to={paths.invoices()}>{t('allInvoices')}</Link>;
}
