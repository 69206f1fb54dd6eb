import { useGetEventsQuery } from '@portal/content/data-access';
import { CatalogGrid, StoryCard } from '@portal/ui';
import { Money, PageStates } from '@portal/ui-light';
import { formatDateTime, paths } from '@portal/util';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `events`: the city's events to come (Ingresso), soonest first. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const events = useGetEventsQuery();

  return (
    <PageStates
      title={t('events.title')}
      subtitle={t('events.subtitle')}
      queries={[events]}
      data={events.data}
      isEmpty={(data) => data.length === 0}
      empty={t('events.empty')}
    >
      {(data) => (
        <CatalogGrid label={t('events.listLabel')}>
          {data.map((event) => (
            <StoryCard
              key={event.id}
              to={paths.event(event.id)}
              title={event.title}
              image={event.image}
              meta={<Typography.Text type="secondary">{formatDateTime(event.starts_at)}</Typography.Text>}
            >
              <Typography.Text dir="auto">{event.venue}</Typography.Text>
              <Flex justify="space-between" align="center" gap={8} wrap>
                {event.category ? <Tag dir="auto">{event.category}</Tag> : <span />}
                {event.sold_out || event.price_from === null ? (
                  <Tag color="default">{t('events.soldOut')}</Tag>
                ) : (
                  <Typography.Text>
                    {t('events.from')} <Money amount={event.price_from} currency={event.currency} strong />
                  </Typography.Text>
                )}
              </Flex>
            </StoryCard>
          ))}
        </CatalogGrid>
      )}
    </PageStates>
  );
}
