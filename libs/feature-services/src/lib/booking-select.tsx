import type { InvoiceSummary } from '@portal/data-access';
import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n/register';

interface BookingSelectProps {
  invoices: InvoiceSummary[];
  value: number | undefined;
  onChange: (invoiceId: number) => void;
}

export function BookingSelect({ invoices, value, onChange }: BookingSelectProps) {
  const { t } = useTranslation('services');
  const id = useId();
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        <label htmlFor={id}>{t('common.bookingLabel')}</label>
      </Typography.Text>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        style={{ minWidth: 240, maxWidth: '100%' }}
        options={invoices.map((invoice) => ({
          value: invoice.id,
          label: t('common.bookingOption', { number: invoice.number, description: invoice.description }),
        }))}
      />
    </Flex>
  );
}
