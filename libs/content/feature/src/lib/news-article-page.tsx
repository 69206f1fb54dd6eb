import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useGetNewsArticleQuery } from '@portal/content/data-access';
import { SafeHtml } from './safe-html';
import { PageStates, Picture, ApiText } from '@portal/ui-light';
import { formatDate, parseSlug, paths } from '@portal/util';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `news/{newsSlug}`: one article; its HTML body is sanitised before it is shown. */
export function NewsArticlePage() {
  const { t } = useTranslation('content');
  const slug = parseSlug(useParams()['newsSlug']);
  const article = useGetNewsArticleQuery(slug ?? skipToken);
  const back = <Link to={paths.news()}>{t('news.all')}</Link>;

  return (
    <PageStates
      title={article.currentData ? <ApiText>{article.currentData.title}</ApiText> : t('news.loading')}
      documentTitle={article.currentData?.title ?? t('news.loading')}
      back={back}
      queries={[article]}
      data={article.currentData}
      notFound={{
        when: slug === null || isUnknownIdError(article.error),
        text: t('news.notFound'),
        backTo: paths.news(),
        backLabel: t('news.all'),
      }}
    >
      {(data) => (
        <Card>
          <article>
            <Flex vertical gap={16}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">
                  {t('news.published', { date: formatDate(data.published_at) })}
                </Typography.Text>
                {data.author ? (
                  <Typography.Text type="secondary">
                    · {t('news.by', { author: data.author })}
                  </Typography.Text>
                ) : null}
                {data.category ? <Tag dir="auto">{data.category}</Tag> : null}
              </Flex>
              {data.image ? (
                <Picture src={data.image} shape="story" eager style={{ maxWidth: 720, borderRadius: 8 }} />
              ) : null}
              <Typography.Paragraph strong dir="auto" style={{ margin: 0 }}>
                {data.summary}
              </Typography.Paragraph>
              <SafeHtml html={data.body_html} label={t('news.body')} />
            </Flex>
          </article>
        </Card>
      )}
    </PageStates>
  );
}
