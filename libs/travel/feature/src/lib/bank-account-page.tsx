import { useGetBankAccountOfferQuery } from '@portal/travel/data-access';
import { PageStates } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartnerPageCard } from './partner-page-card';
import { Link } from 'react-router-dom';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `bank-account`: what the partner bank needs, and its application page in the portal's frame. */
export function BankAccountPage() {
  const { t } = useTranslation('travel');
  const offer = useGetBankAccountOfferQuery();

  return (
    <PageStates title={t('bank.title')} subtitle={t('bank.subtitle')} queries={[offer]} data={offer.data}>
      {(data) => (
        <Flex vertical gap={16}>
          <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('bank.needTitle')}</h2>}>
            <Typography.Paragraph dir="auto">{data.summary}</Typography.Paragraph>
            <ul aria-label={t('bank.needTitle')} style={{ margin: 0, paddingInlineStart: 20 }}>
              {data.requirements.map((requirement) => (
                <li key={requirement.id} style={{ marginBottom: 8 }}>
                  <Typography.Text strong dir="auto">
                    {requirement.title}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary" dir="auto">
                    {requirement.description}
                  </Typography.Text>
                  {requirement.id === 'letter' ? (
                    <>
                      {' '}
                      <Link className="portal-inline-link" to={paths.letterRequest('bank')}>
                        {t('bank.askForLetter')}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>
          <PartnerPageCard
            heading={t('bank.applyTitle', { partner: data.partner_name })}
            url={data.application_url}
            frameTitle={t('bank.frameTitle', { partner: data.partner_name })}
          />
        </Flex>
      )}
    </PageStates>
  );
}
