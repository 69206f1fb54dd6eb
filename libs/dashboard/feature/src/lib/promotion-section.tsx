import { useGetPromotionsQuery } from '@portal/content/data-access';
import { Picture, SectionStates, Stack, StatusTag, Text } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One current offer: the featured one, else the first. */
export function PromotionSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const promotions = useGetPromotionsQuery();
  const offer = promotions.data
    ? (promotions.data.find((promotion) => promotion.featured) ?? promotions.data[0] ?? null)
    : undefined;
  return (
    <SectionStates
      title={t('promotion.title')}
      size={compact ? 'small' : undefined}
      extra={<Link to={paths.promotions()}>{t('promotion.all')}</Link>}
      queries={[promotions]}
      data={offer}
      isEmpty={(data) => data === null}
      empty={t('promotion.empty')}
    >
      {(data) =>
        data && (
          <Stack vertical gap={8}>
            {data.image && !compact ? (
              <Picture src={data.image} shape="story" style={{ borderRadius: 8 }} />
            ) : null}
            <Stack gap={8} align="center" wrap>
              <StatusTag tone="warning" label={data.discount} />
              <Text type="secondary" dir="auto">
                {data.partner}
              </Text>
            </Stack>
            <Link to={paths.promotion(data.slug)} dir="auto">
              {data.title}
            </Link>
            <Text type="secondary">
              {data.valid_until
                ? t('promotion.validUntil', { date: formatDate(data.valid_until) })
                : t('promotion.noEnd')}
            </Text>
          </Stack>
        )
      }
    </SectionStates>
  );
}
