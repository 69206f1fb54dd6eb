import { useGetAttractionsQuery } from '@portal/content/data-access';
import { PageStates, Picture } from '@portal/ui-light';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TicketPicker } from './ticket-picker';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `ventrata`: attraction tickets (Ventrata), each with its options and quantity, bought through the basket. */
export function VentrataPage() {
  const { t } = useTranslation('events');
  const attractions = useGetAttractionsQuery();

  return (
    <PageStates
      title={t('ventrata.title')}
      subtitle={t('ventrata.subtitle')}
      queries={[attractions]}
      data={attractions.data}
      isEmpty={(data) => data.length === 0}
      empty={t('ventrata.empty')}
    >
      {(data) => (
        <Flex
          vertical
          gap={16}
          component="ul"
          aria-label={t('ventrata.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {data.map((attraction) => (
            <li key={attraction.id}>
              <Card>
                <Row gutter={[24, 16]}>
                  <Col xs={24} md={10}>
                    <Flex vertical gap={8}>
                      {attraction.image ? (
                        <Picture src={attraction.image} shape="story" style={{ borderRadius: 8 }} />
                      ) : null}
                      <Typography.Title level={2} dir="auto" style={{ fontSize: 20, margin: 0 }}>
                        {attraction.name}
                      </Typography.Title>
                      <Typography.Text dir="auto">{attraction.summary}</Typography.Text>
                      <Typography.Text type="secondary" dir="auto">
                        {attraction.location}
                      </Typography.Text>
                      {attraction.duration ? (
                        <Typography.Text type="secondary">
                          {t('ventrata.duration', { duration: attraction.duration })}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  </Col>
                  <Col xs={24} md={14}>
                    <section aria-label={attraction.name}>
                      <TicketPicker
                        kind="attraction"
                        itemName={attraction.name}
                        tickets={attraction.tickets}
                      />
                    </section>
                  </Col>
                </Row>
              </Card>
            </li>
          ))}
        </Flex>
      )}
    </PageStates>
  );
}
