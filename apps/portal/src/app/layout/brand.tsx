import { Text } from '@portal/ui-light';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The logo and name, a link to the dashboard; `inline` in the phone header, where its row has no room for padding. */
export function Brand({ compact = false, inline = false }: { compact?: boolean; inline?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to={paths.dashboard()}
      // Collapsed, the link shows the logo alone; in the phone header, a narrow phone shows the logo alone (the name
      // would be cut, styles.css `hide-under-sm`). Either way the link keeps the portal's name.
      aria-label={compact || inline ? t('appName') : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: compact ? '16px 20px' : inline ? 0 : 16,
        minWidth: 0,
      }}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} style={{ flexShrink: 0 }} />
      {!compact && (
        <Text
          strong
          className={inline ? 'header-brand-name hide-under-sm' : 'header-brand-name'}
          style={{ fontSize: 16 }}
        >
          {t('appName')}
        </Text>
      )}
    </Link>
  );
}
