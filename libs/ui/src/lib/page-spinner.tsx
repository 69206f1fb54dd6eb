import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page or its data loads. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </Flex>
  );
}
