import { skipToken } from '@reduxjs/toolkit/query/react';
import { isUnknownIdError } from '@portal/data-access';
import { useGetPromotionQuery } from '@portal/content/data-access';
import { SafeHtml } from './safe-html';
import { PageStates, Picture, ApiText } from '@portal/ui-light';
import { parseSlug, paths } from '@portal/util';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RedeemCard } from './redeem-card';
import { validity } from './validity';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `promotions/{offerSlug}`: one offer, its terms and how to redeem it. */
export function PromotionPage() {
  const { t } = useTranslation('content');
  const slug = parseSlug(useParams()['offerSlug']);
  const promotion = useGetPromotionQuery(slug ?? skipToken);
  const back = <Link to={paths.promotions()}>{t('promotions.all')}</Link>;

  return (
    <PageStates
      title={
        promotion.currentData ? <ApiText>{promotion.currentData.title}</ApiText> : t('promotions.loading')
      }
      documentTitle={promotion.currentData?.title ?? t('promotions.loading')}
      subtitle={
        promotion.currentData ? t('promotions.by', { partner: promotion.currentData.partner }) : undefined
      }
      back={back}
      queries={[promotion]}
      data={promotion.currentData}
      notFound={{
        when: slug === null || isUnknownIdError(promotion.error),
        text: t('promotions.notFound'),
        backTo: paths.promotions(),
        backLabel: t('promotions.all'),
      }}
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {t('promotions.details')}
                </Typography.Title>
              }
            >
              <Flex vertical gap={12}>
                <Flex gap={8} align="center" wrap>
                  <Tag color="orange" dir="auto">
                    {data.discount}
                  </Tag>
                  <Typography.Text type="secondary">{validity(t, data)}</Typography.Text>
                </Flex>
                {data.image ? (
                  <Picture src={data.image} shape="story" eager style={{ borderRadius: 8 }} />
                ) : null}
                <Typography.Paragraph strong dir="auto" style={{ margin: 0 }}>
                  {data.summary}
                </Typography.Paragraph>
                <SafeHtml html={data.body_html} label={t('promotions.details')} />
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Flex vertical gap={16}>
              <RedeemCard redeem={data.redeem} />
              {data.terms.length ? (
                <Card
                  title={
                    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                      {t('promotions.terms')}
                    </Typography.Title>
                  }
                >
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {data.terms.map((term) => (
                      <li key={term} dir="auto">
                        {term}
                      </li>
                    ))}
                  </ul>
                </Card>
              ) : null}
            </Flex>
          </Col>
        </Row>
      )}
    </PageStates>
  );
}
