import { useGetPromotionsQuery } from '@portal/content/data-access';
import { CatalogGrid, StoryCard } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { validUntil } from './validity';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

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
            <StoryCard
              key={promotion.id}
              to={paths.promotion(promotion.slug)}
              title={promotion.title}
              image={promotion.image}
              meta={
                <Flex gap={8} align="center" wrap>
                  <Tag color="orange" dir="auto">
                    {promotion.discount}
                  </Tag>
                  <Typography.Text type="secondary" dir="auto">
                    {promotion.partner}
                  </Typography.Text>
                </Flex>
              }
            >
              <Typography.Text dir="auto">{promotion.summary}</Typography.Text>
              <Typography.Text type="secondary">{validUntil(t, promotion)}</Typography.Text>
            </StoryCard>
          ))}
        </CatalogGrid>
      )}
    </PageStates>
  );
}
