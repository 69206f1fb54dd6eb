import { DisconnectOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@portal/ui-light';

// antd's warning Tag in plain markup (no Tag or Tooltip at start), on antd's CSS variables so both
// themes follow; inline, so the lib needs no stylesheet of its own.
const TAG_STYLE: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  paddingInline: 7,
  border: '1px solid var(--ant-color-warning-border)',
  borderRadius: 'var(--ant-border-radius-sm, 4px)',
  background: 'var(--ant-color-warning-bg)',
  color: 'var(--ant-color-warning)',
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  cursor: 'help',
};

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A small tag in the header while there is no connection; nothing when online. Screen readers hear the word and
 * what it means; a pointer shows the meaning as the tag's title.
 */
export function OfflineIndicator() {
  const { t } = useTranslation('pwa');
  const online = useOnlineStatus();
  return (
    <span role="status" aria-live="polite">
      {!online && (
        <span style={TAG_STYLE} title={t('offline.hint')}>
          <DisconnectOutlined aria-hidden />
          <span>{t('offline.indicator')}</span>
          <span style={VISUALLY_HIDDEN}>{t('offline.hint')}</span>
        </span>
      )}
    </span>
  );
}
