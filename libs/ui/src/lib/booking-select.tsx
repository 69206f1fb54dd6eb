import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface BookingOption {
  id: number;
  number: string;
  description: string;
}

interface BookingSelectProps {
  invoices: BookingOption[];
  value: number | undefined;
  onChange: (invoiceId: number) => void;
}

/** Which booking (invoice) a purchase is for. */
export function BookingSelect({ invoices, value, onChange }: BookingSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        <label htmlFor={id}>{t('booking.label')}</label>
      </Typography.Text>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        style={{ minWidth: 240, maxWidth: '100%' }}
        options={invoices.map((invoice) => ({
          value: invoice.id,
          label: t('booking.option', { number: invoice.number, description: invoice.description }),
        }))}
      />
    </Flex>
  );
}
