import {
  useGetStudentBookingsQuery,
  type StudentBooking,
  type StudentBookingStatus,
} from '@portal/profile/data-access';
import { CalendarButton } from '@portal/ui';
import { PageStates, StatusTag, type StatusTone } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const TONES: Record<StudentBookingStatus, StatusTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'default',
  completed: 'processing',
};

/** A booking as an all-day calendar entry over its days. */
const bookingEntry = (booking: StudentBooking, reference: string) => ({
  uid: `booking-${booking.id}@student-portal`,
  title: booking.title,
  description: [booking.details, reference].filter(Boolean).join('\n'),
  url: new URL(paths.booking(), window.location.origin).href,
  start: booking.start_date,
  end: booking.end_date ?? undefined,
});

/** `booking`: the student's bookings (stays and services), each with its dates, status and invoice. */
export function BookingPage() {
  const { t } = useTranslation('events');
  const bookings = useGetStudentBookingsQuery();

  return (
    <PageStates
      title={t('booking.title')}
      subtitle={t('booking.subtitle')}
      queries={[bookings]}
      data={bookings.data}
      isEmpty={(data) => data.length === 0}
      empty={t('booking.empty')}
    >
      {(data) => (
        <ul
          aria-label={t('booking.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {data.map((booking) => (
            <li key={booking.id} aria-label={booking.title}>
              <Card size="small">
                <Flex justify="space-between" gap={12} wrap>
                  <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Typography.Title level={2} dir="auto" style={{ fontSize: 16, margin: 0 }}>
                      {booking.title}
                    </Typography.Title>
                    {booking.details ? (
                      <Typography.Text type="secondary" dir="auto">
                        {booking.details}
                      </Typography.Text>
                    ) : null}
                    <Typography.Text>
                      {booking.end_date
                        ? t('booking.dates', {
                            from: formatDate(booking.start_date),
                            to: formatDate(booking.end_date),
                          })
                        : formatDate(booking.start_date)}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('booking.reference', { reference: booking.reference })}
                    </Typography.Text>
                  </Flex>
                  <Flex vertical align="flex-end" gap={8}>
                    <Flex gap={8} wrap justify="flex-end">
                      <Tag>{t(`booking.kind.${booking.kind}`)}</Tag>
                      <StatusTag label={t(`booking.status.${booking.status}`)} tone={TONES[booking.status]} />
                    </Flex>
                    {booking.invoice_id !== null ? (
                      <Link to={paths.invoice(booking.invoice_id)}>
                        {t('booking.invoiceLink', { number: booking.invoice_number ?? booking.invoice_id })}
                      </Link>
                    ) : (
                      <Typography.Text type="secondary">{t('booking.noInvoice')}</Typography.Text>
                    )}
                    {booking.status !== 'cancelled' ? (
                      <CalendarButton
                        size="small"
                        label={t('booking.calendarLabel', { title: booking.title })}
                        entry={() =>
                          bookingEntry(booking, t('booking.reference', { reference: booking.reference }))
                        }
                        fileName={`booking-${booking.reference}`}
                        until={booking.end_date ?? booking.start_date}
                      />
                    ) : null}
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageStates>
  );
}
