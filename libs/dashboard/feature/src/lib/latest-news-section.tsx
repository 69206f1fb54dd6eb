import { useGetLatestNewsQuery } from '@portal/content/data-access';
import { Picture, SectionStates, Stack, Text } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The newest few articles, each a link to it, and the way to all news. */
export function LatestNewsSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const news = useGetLatestNewsQuery();
  return (
    <SectionStates
      title={t('news.title')}
      size={compact ? 'small' : undefined}
      extra={<Link to={paths.news()}>{t('news.all')}</Link>}
      queries={[news]}
      data={news.data?.items}
      isEmpty={(items) => items.length === 0}
      empty={t('news.empty')}
    >
      {(items) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Stack gap={12} align="flex-start">
                {item.image && !compact ? (
                  <Picture src={item.image} shape="thumbnail" style={{ borderRadius: 6 }} />
                ) : null}
                <Stack vertical style={{ minWidth: 0 }}>
                  <Link to={paths.newsArticle(item.slug)} dir="auto">
                    {item.title}
                  </Link>
                  <Text type="secondary">{formatDate(item.published_at)}</Text>
                </Stack>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </SectionStates>
  );
}
