import { useGetFlightTicketsQuery, type Flight } from '@portal/travel/data-access';
import { PageStates, StatusTag, type StatusTone, ApiText, Ltr } from '@portal/ui-light';
import { formatDate } from '@portal/util';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartnerPageCard } from './partner-page-card';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const TONES: Record<Flight['status'], StatusTone> = {
  confirmed: 'success',
  changed: 'warning',
  cancelled: 'error',
};

/** An airport-local time as given by the API ("2026-08-30T07:05:00"): "Aug 30, 2026 07:05". */
const localTime = (value: string) => `${formatDate(value.slice(0, 10))} ${value.slice(11, 16)}`.trim();

/** `flight-ticket`: the student's own flights, if the API has them, and the travel partner's search page. */
export function FlightTicketPage() {
  const { t } = useTranslation('travel');
  const tickets = useGetFlightTicketsQuery();

  return (
    <PageStates
      title={t('flights.title')}
      subtitle={t('flights.subtitle')}
      queries={[tickets]}
      data={tickets.data}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('flights.mineTitle')}</h2>}>
            {data.flights.length === 0 ? (
              <Typography.Text type="secondary">{t('flights.none')}</Typography.Text>
            ) : (
              <ul aria-label={t('flights.mineTitle')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.flights.map((flight) => (
                  <li key={flight.id} style={{ padding: '8px 0' }}>
                    <Flex vertical gap={4}>
                      <Flex gap={8} align="center" wrap>
                        <Tag style={{ marginInlineEnd: 0 }}>{t(`flights.direction.${flight.direction}`)}</Tag>
                        <Typography.Text strong>
                          <ApiText>{flight.airline}</ApiText> <Ltr>{flight.flight_number}</Ltr>
                        </Typography.Text>
                        <StatusTag label={t(`flights.status.${flight.status}`)} tone={TONES[flight.status]} />
                      </Flex>
                      <Typography.Text>
                        {t('flights.route', {
                          from: `${flight.from_airport} ${flight.from_city}`,
                          to: `${flight.to_airport} ${flight.to_city}`,
                        })}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {[
                          t('flights.departs', { when: localTime(flight.departs_at) }),
                          t('flights.arrives', { when: localTime(flight.arrives_at) }),
                          flight.booking_reference
                            ? t('flights.reference', { reference: flight.booking_reference })
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography.Text>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <PartnerPageCard
            heading={t('flights.searchTitle', { partner: data.partner_name })}
            url={data.search_url}
            frameTitle={t('flights.frameTitle', { partner: data.partner_name })}
          />
        </Flex>
      )}
    </PageStates>
  );
}
