import { PageHeader } from '@portal/ui';
import { paths } from '@portal/util';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A payment link that cannot be paid: what is wrong, that nothing was started, and a way back. */
export function PayLinkInvalid({ reason }: { reason: string }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <PageHeader title={t('invalid.title')} />
      <Flex vertical gap={16} align="flex-start">
        <Alert type="error" showIcon title={reason} description={t('invalid.nothingCharged')} />
        <Link to={paths.invoices()}>{t('pay.backToInvoices')}</Link>
      </Flex>
    </>
  );
}
