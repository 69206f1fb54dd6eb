import { useGetEsimPlansQuery, useGetEsimsQuery } from '@portal/esim/data-access';
import { CatalogGrid } from '@portal/ui';
import { PageStates, useOnlineStatus } from '@portal/ui-light';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyEsims } from './my-esims';
import { PlanCard } from './plan-card';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** `hubby`: the student's e-SIMs (with how to install a new one) and the plans on offer. */
export function EsimPage() {
  const { t } = useTranslation('esim');
  const { t: common } = useTranslation('common');
  const online = useOnlineStatus();
  const plans = useGetEsimPlansQuery();
  const esims = useGetEsimsQuery();
  // The student's own e-SIMs never wait on the catalogue once it has failed: they are kept on the device, the plans
  // are not, so offline (or with the plans' endpoint down) the activation code still shows, the plans say why not.
  const plansFailed = plans.data === undefined && plans.isError && !plans.isFetching;

  return (
    <PageStates
      title={t('title')}
      subtitle={t('subtitle')}
      queries={[plans, esims]}
      data={esims.data && (plans.data || plansFailed) ? { plans: plans.data, esims: esims.data } : undefined}
      isEmpty={(data) => data.plans?.length === 0 && data.esims.length === 0}
      empty={t('empty')}
    >
      {(data) => (
        <Flex vertical gap={24}>
          {data.esims.length > 0 || data.plans?.length !== 0 ? <MyEsims esims={data.esims} /> : null}
          <section aria-labelledby="esim-plans-heading">
            <Typography.Title id="esim-plans-heading" level={2} style={{ fontSize: 20 }}>
              {t('plan.listLabel')}
            </Typography.Title>
            {data.plans ? (
              <CatalogGrid label={t('plan.listLabel')}>
                {data.plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} />
                  </li>
                ))}
              </CatalogGrid>
            ) : (
              <Alert
                role="alert"
                type="error"
                showIcon
                title={common(online ? 'sectionError' : 'sectionOffline')}
                action={
                  <Button size="small" onClick={() => void plans.refetch()}>
                    {common('retry')}
                  </Button>
                }
              />
            )}
          </section>
        </Flex>
      )}
    </PageStates>
  );
}
