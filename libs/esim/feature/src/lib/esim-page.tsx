import { useGetEsimPlansQuery, useGetEsimsQuery } from '@portal/esim/data-access';
import { CatalogGrid } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyEsims } from './my-esims';
import { PlanCard } from './plan-card';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `hubby`: the student's e-SIMs (with how to install a new one) and the plans on offer. */
export function EsimPage() {
  const { t } = useTranslation('esim');
  const plans = useGetEsimPlansQuery();
  const esims = useGetEsimsQuery();

  return (
    <PageStates
      title={t('title')}
      subtitle={t('subtitle')}
      queries={[plans, esims]}
      data={plans.data && esims.data ? { plans: plans.data, esims: esims.data } : undefined}
      isEmpty={(data) => data.plans.length === 0 && data.esims.length === 0}
      empty={t('empty')}
    >
      {(data) => (
        <Flex vertical gap={24}>
          {data.esims.length > 0 || data.plans.length > 0 ? <MyEsims esims={data.esims} /> : null}
          <section aria-labelledby="esim-plans-heading">
            <Typography.Title id="esim-plans-heading" level={2} style={{ fontSize: 20 }}>
              {t('plan.listLabel')}
            </Typography.Title>
            <CatalogGrid label={t('plan.listLabel')}>
              {data.plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} />
                </li>
              ))}
            </CatalogGrid>
          </section>
        </Flex>
      )}
    </PageStates>
  );
}
