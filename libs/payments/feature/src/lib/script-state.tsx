import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScriptStatus } from './use-gateway-script';

/** While a gateway's script loads: a spinner; when it failed: what happened and a retry. */
export function ScriptState({
  status,
  gateway,
  onRetry,
}: {
  status: ScriptStatus;
  gateway: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('payments');
  if (status === 'loading') {
    return (
      <Flex gap={12} align="center" role="status">
        <Spin />
        {t('script.loading', { gateway })}
      </Flex>
    );
  }
  if (status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('script.failed', { gateway })}
        action={<Button onClick={onRetry}>{t('script.retry', { gateway })}</Button>}
      />
    );
  }
  return null;
}
