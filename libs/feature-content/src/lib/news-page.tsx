import { useGetNewsInfiniteQuery } from '@portal/data-access';
import { CatalogGrid, PageStates } from '@portal/ui';
import { formatDate, paths } from '@portal/util';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

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
              <li key={item.id}>
                <Card
                  style={{ height: '100%' }}
                  cover={
                    item.image ? (
                      <img
                        src={item.image}
                        alt=""
                        loading="lazy"
                        style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
                      />
                    ) : undefined
                  }
                >
                  <Flex vertical gap={8}>
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text type="secondary">{formatDate(item.published_at)}</Typography.Text>
                      {item.category ? <Tag>{item.category}</Tag> : null}
                    </Flex>
                    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                      <Link to={paths.newsArticle(item.slug)}>{item.title}</Link>
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {item.summary}
                    </Typography.Paragraph>
                  </Flex>
                </Card>
              </li>
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
