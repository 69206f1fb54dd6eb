import './ui.css';
import './i18n/i18n';
import { useTranslation } from 'react-i18next';
import { Stack } from './stack';

/**
 * A spinning ring (static CSS on the theme's primary colour, ui.css) for what loads on the first screen: antd's
 * Spin without its run-time styles. Decorative: the text beside it says "Loading…".
 */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span aria-hidden className={size === 'large' ? 'ui-spinner ui-spinner-large' : 'ui-spinner'} />;
}

/** Shown while a page or its data loads. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </Stack>
  );
}
