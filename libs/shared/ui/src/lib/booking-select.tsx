import type { CatalogBooking } from '@portal/util';
import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface BookingSelectProps {
  bookings: CatalogBooking[];
  value: number | undefined;
  onChange: (invoiceId: number) => void;
}

/** Which booking (stay) a purchase is added to, and what that means. */
export function BookingSelect({ bookings, value, onChange }: BookingSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const helpId = useId();
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>
          <label htmlFor={id}>{t('booking.label')}</label>
        </Typography.Text>
        <Select
          id={id}
          aria-describedby={helpId}
          value={value}
          onChange={onChange}
          style={{ minWidth: 240, maxWidth: '100%' }}
          options={bookings.map((booking) => ({
            value: booking.id,
            label: t('booking.option', { title: booking.title, reference: booking.reference }),
          }))}
        />
      </Flex>
      <Typography.Text type="secondary" id={helpId}>
        {t('booking.help')}
      </Typography.Text>
    </Flex>
  );
}
