import { DisconnectOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './online-status';

/** A small tag in the header while there is no connection; nothing when online. */
export function OfflineIndicator() {
  const { t } = useTranslation('pwa');
  const online = useOnlineStatus();
  return (
    <span role="status" aria-live="polite">
      {!online && (
        <Tooltip title={t('offline.hint')}>
          <Tag
            icon={<DisconnectOutlined />}
            color="warning"
            style={{ marginInlineEnd: 0 }}
            tabIndex={0}
            aria-label={t('offline.hint')}
          >
            {t('offline.indicator')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}
