import { CHARGE_COUNTRY, useEstimateCountries, useEstimateCountry } from '@portal/payments/data-access';
import { Card, Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const FROM_NATIONALITY = 'nationality';

/**
 * Which currency amounts are estimated in beside the pounds (invoices, the pay page): from the nationality,
 * a country the student picks, or none. Kept with the interface state on this device, not in the profile.
 */
export function EstimateCurrencyCard() {
  const { t } = useTranslation('profile');
  const id = useId();
  const { chosen, choose } = useEstimateCountry();
  const countries = useEstimateCountries();
  const options = [
    { value: FROM_NATIONALITY, label: t('estimate.fromNationality') },
    ...(countries.data ?? []).map((country) => ({
      value: country.code,
      label: t('estimate.country', { name: country.name, currency: country.currency }),
    })),
    { value: CHARGE_COUNTRY, label: t('estimate.none') },
  ];
  return (
    <Card title={t('estimate.title')} style={{ maxWidth: 960 }}>
      <Flex vertical gap={8}>
        <label htmlFor={id}>{t('estimate.label')}</label>
        <Select
          id={id}
          style={{ maxWidth: 360, width: '100%' }}
          value={chosen ?? FROM_NATIONALITY}
          options={options}
          loading={countries.isFetching}
          onChange={(value: string) => choose(value === FROM_NATIONALITY ? null : value)}
        />
        <Typography.Text type="secondary">{t('estimate.hint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
