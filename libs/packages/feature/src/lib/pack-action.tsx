import type { OnboardingPack } from '@portal/packages/data-access';
import { LinkButton } from '@portal/ui';
import { StatusTag } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buyPackPath, finishPayingPath } from './purchase-paths';

/** Buy, finish paying a purchase already started, or what was bought and its invoice. */
export function PackAction({ pack }: { pack: OnboardingPack }) {
  const { t } = useTranslation('packages');
  const { purchase } = pack;
  if (purchase?.status === 'paid') {
    return (
      <>
        <StatusTag label={t('packs.bought')} tone="success" />
        <Typography.Text type="secondary">
          {t('packs.boughtOn', { date: formatDate(purchase.date) })}
        </Typography.Text>
        <Link to={paths.invoice(purchase.invoice_id)}>
          {t('packs.invoice', { number: purchase.invoice_number })}
        </Link>
      </>
    );
  }
  if (purchase) {
    return (
      <>
        <Typography.Text>{t('packs.waiting', { date: formatDate(purchase.date) })}</Typography.Text>
        <LinkButton type="primary" to={finishPayingPath('onboardingpack', purchase.invoice_id)}>
          {t('finishPaying')}
        </LinkButton>
      </>
    );
  }
  if (!pack.available) return <StatusTag label={t('packs.unavailable')} tone="default" />;
  return (
    <LinkButton type="primary" to={buyPackPath(pack.id)}>
      {t('packs.buy')}
    </LinkButton>
  );
}
