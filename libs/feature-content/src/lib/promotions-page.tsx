import { useGetPromotionsQuery } from '@portal/data-access';
import { CatalogGrid, PageStates } from '@portal/ui';
import { paths } from '@portal/util';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { validUntil } from './validity';

/** `promotions`: the current offers, the featured one first. */
export function PromotionsPage() {
  const { t } = useTranslation('content');
  const promotions = useGetPromotionsQuery();

  return (
    <PageStates
      title={t('promotions.title')}
      subtitle={t('promotions.subtitle')}
      queries={[promotions]}
      data={promotions.data}
      isEmpty={(data) => data.length === 0}
      empty={t('promotions.empty')}
    >
      {(data) => (
        <CatalogGrid label={t('promotions.listLabel')}>
          {data.map((promotion) => (
            <li key={promotion.id}>
              <Card
                style={{ height: '100%' }}
                cover={
                  promotion.image ? (
                    <img
                      src={promotion.image}
                      alt=""
                      loading="lazy"
                      style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
                    />
                  ) : undefined
                }
              >
                <Flex vertical gap={8}>
                  <Flex gap={8} align="center" wrap>
                    <Tag color="orange">{promotion.discount}</Tag>
                    <Typography.Text type="secondary">{promotion.partner}</Typography.Text>
                  </Flex>
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    <Link to={paths.promotion(promotion.slug)}>{promotion.title}</Link>
                  </Typography.Title>
                  <Typography.Text>{promotion.summary}</Typography.Text>
                  <Typography.Text type="secondary">{validUntil(t, promotion)}</Typography.Text>
                </Flex>
              </Card>
            </li>
          ))}
        </CatalogGrid>
      )}
    </PageStates>
  );
}
