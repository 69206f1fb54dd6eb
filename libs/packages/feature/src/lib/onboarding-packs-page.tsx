import { useGetOnboardingPacksQuery } from '@portal/packages/data-access';
import { CatalogGrid } from '@portal/ui';
import { Money, PageStates } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';
import { OfferCard } from './offer-card';
import { PackAction } from './pack-action';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

export function OnboardingPacksPage() {
  const { t } = useTranslation('packages');
  const packs = useGetOnboardingPacksQuery();
  return (
    <PageStates
      title={t('packs.title')}
      subtitle={t('packs.subtitle')}
      queries={[packs]}
      data={packs.data}
      isEmpty={(list) => list.length === 0}
      empty={t('packs.empty')}
    >
      {(list) => (
        <CatalogGrid label={t('packs.list')}>
          {list.map((pack) => (
            <li key={pack.id}>
              <OfferCard
                title={pack.name}
                description={pack.summary}
                price={<Money amount={pack.price} currency={pack.currency} strong />}
                listLabel={t('packs.contents', { pack: pack.name })}
                items={pack.contents}
                action={<PackAction pack={pack} />}
              />
            </li>
          ))}
        </CatalogGrid>
      )}
    </PageStates>
  );
}
