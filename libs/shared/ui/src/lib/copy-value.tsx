import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiText, Ltr } from '@portal/ui-light';
import { useMessages } from './messages';

interface CopyValueProps {
  /** What the value is ("Reference", "Activation code"): the button's name and the toast say it. */
  label: string;
  value: string;
  /** How the value shows, when not as it is copied (e.g. an IBAN in groups of four). */
  shown?: ReactNode;
  /** `code` for a code a student types elsewhere, `strong` for bank details read aloud. */
  look?: 'code' | 'strong';
  /**
   * 'ltr' (the default) for a value that reads left to right in every language (a reference, an IBAN, a code);
   * 'auto' for a name (an account holder's, a bank's), which takes its direction from its own letters.
   */
  direction?: 'ltr' | 'auto';
}

/** A value to copy by hand (a bank reference, an activation code): the value, and a Copy button that confirms. */
export function CopyValue({ label, value, shown, look = 'strong', direction = 'ltr' }: CopyValueProps) {
  const { t } = useTranslation('common');
  const [message, messageHolder] = useMessages();
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => message.success(t('copy.copied', { field: label })),
      () => undefined,
    );
  };
  return (
    <Flex gap={8} align="center" wrap>
      {messageHolder}
      <Typography.Text code={look === 'code'} strong={look === 'strong'} style={{ wordBreak: 'break-all' }}>
        {direction === 'ltr' ? <Ltr>{shown ?? value}</Ltr> : <ApiText>{shown ?? value}</ApiText>}
      </Typography.Text>
      <Button size="small" aria-label={t('copy.copyField', { field: label })} onClick={copy}>
        {t('copy.copy')}
      </Button>
    </Flex>
  );
}
