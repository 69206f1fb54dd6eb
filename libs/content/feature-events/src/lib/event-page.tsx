import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useGetEventQuery, type EventDetail } from '@portal/content/data-access';
import { CalendarButton } from '@portal/ui';
import { PageStates, Picture, ApiText } from '@portal/ui-light';
import { formatDateTime, formatTime, parseId, paths } from '@portal/util';
import { Alert, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TicketPicker } from './ticket-picker';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const cardTitle = (text: string) => (
  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
    {text}
  </Typography.Title>
);

/** An event as a calendar entry: its start and end (an hour without one), where it is. */
const eventEntry = (event: EventDetail) => ({
  uid: `event-${event.id}@student-portal`,
  title: event.title,
  description: event.summary,
  location: `${event.venue}, ${event.venue_address}`,
  url: new URL(paths.event(event.id), window.location.origin).href,
  start: event.starts_at,
  end: event.ends_at ?? undefined,
});

/** `events/{eventId}`: one event (`/ingresso/events/{id}`) and its tickets, bought through the basket. */
export function EventPage() {
  const { t } = useTranslation('events');
  const eventId = parseId(useParams()['eventId']);
  const event = useGetEventQuery(eventId ?? skipToken);
  const back = <Link to={paths.events()}>{t('events.all')}</Link>;

  return (
    <PageStates
      title={event.currentData ? <ApiText>{event.currentData.title}</ApiText> : t('events.loading')}
      documentTitle={event.currentData?.title ?? t('events.loading')}
      subtitle={event.currentData?.summary ? <ApiText>{event.currentData.summary}</ApiText> : undefined}
      back={back}
      extra={(data) => (
        <CalendarButton
          entry={() => eventEntry(data)}
          fileName={`event-${data.id}`}
          until={data.ends_at ?? data.starts_at}
        />
      )}
      queries={[event]}
      data={event.currentData}
      notFound={{
        when: eventId === null || isUnknownIdError(event.error),
        text: t('events.notFound'),
        backTo: paths.events(),
        backLabel: t('events.all'),
      }}
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card title={cardTitle(t('events.about'))}>
              <Flex vertical gap={12}>
                {data.image ? (
                  <Picture src={data.image} shape="story" eager style={{ borderRadius: 8 }} />
                ) : null}
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'when',
                      label: t('events.when'),
                      children: data.ends_at
                        ? `${formatDateTime(data.starts_at)}, ${t('events.until', { time: formatTime(data.ends_at) })}`
                        : formatDateTime(data.starts_at),
                    },
                    {
                      key: 'where',
                      label: t('events.where'),
                      children: <ApiText>{`${data.venue}, ${data.venue_address}`}</ApiText>,
                    },
                  ]}
                />
                {data.description.split(/\n\s*\n/).map((paragraph) => (
                  <Typography.Paragraph key={paragraph} dir="auto" style={{ margin: 0 }}>
                    {paragraph}
                  </Typography.Paragraph>
                ))}
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title={cardTitle(t('events.tickets'))}>
              {!data.on_sale ? (
                <Alert type="info" showIcon title={t('events.over')} />
              ) : data.sold_out ? (
                <Alert type="warning" showIcon title={t('events.soldOutText')} />
              ) : (
                <TicketPicker
                  kind="event"
                  key={data.id}
                  itemName={data.title}
                  tickets={data.tickets}
                  startsAt={data.starts_at}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </PageStates>
  );
}
