import { useGetNewsInfiniteQuery } from '@portal/content/data-access';
import { CatalogGrid, StoryCard } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `news`: articles newest first, a page at a time. */
export function NewsPage() {
  const { t } = useTranslation('content');
  const news = useGetNewsInfiniteQuery();
  const items = news.data?.pages.flatMap((page) => page.items);

  return (
    <PageStates
      title={t('news.title')}
      subtitle={t('news.subtitle')}
      queries={[news]}
      data={items}
      isEmpty={(data) => data.length === 0}
      empty={t('news.empty')}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <CatalogGrid label={t('news.listLabel')}>
            {data.map((item) => (
              <StoryCard
                key={item.id}
                to={paths.newsArticle(item.slug)}
                title={item.title}
                image={item.image}
                meta={
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text type="secondary">{formatDate(item.published_at)}</Typography.Text>
                    {item.category ? <Tag dir="auto">{item.category}</Tag> : null}
                  </Flex>
                }
              >
                <Typography.Paragraph type="secondary" dir="auto" style={{ margin: 0 }}>
                  {item.summary}
                </Typography.Paragraph>
              </StoryCard>
            ))}
          </CatalogGrid>
          {news.isFetchNextPageError ? (
            <Alert role="alert" type="error" showIcon title={t('news.moreError')} />
          ) : null}
          {news.hasNextPage ? (
            <Flex justify="center">
              <Button loading={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
                {t('news.loadMore')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
    </PageStates>
  );
}
