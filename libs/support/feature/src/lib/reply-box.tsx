import { readFieldErrors } from '@portal/data-access';
import {
  SUPPORT_REQUEST_LIMITS,
  useSendSupportMessageMutation,
  asText,
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '@portal/support/data-access';
import { useHoldUpdates } from '@portal/ui-light';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReplyBoxProps {
  studentId: number;
  requestId: number;
}

/**
 * The reply box. Every keystroke is kept as this student's draft for this request; a failed send leaves
 * the text where it is with the error beside it, and only a successful send clears it.
 */
export function ReplyBox({ studentId, requestId }: ReplyBoxProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const key = draftKey(studentId, `reply:${requestId}`);
  const [text, setText] = useState(() => asText(loadDraft(key)));
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendSupportMessageMutation();
  // A reply typed and not sent yet holds an app update.
  useHoldUpdates(text.trim() !== '');

  const change = (value: string) => {
    setText(value);
    saveDraft(key, value, value.trim() === '');
  };

  const submit = async () => {
    const message = text.trim();
    if (!message) {
      setError(t('ticket.replyRequired'));
      return;
    }
    if (message.length > SUPPORT_REQUEST_LIMITS.messageMax) {
      setError(t('create.messageTooLong', { max: SUPPORT_REQUEST_LIMITS.messageMax }));
      return;
    }
    setError(null);
    const result = await send({ request_id: requestId, message });
    if ('data' in result && result.data) {
      clearDraft(key);
      setText('');
      return;
    }
    setError(readFieldErrors(result.error)?.['message'] ?? t('ticket.sendFailed'));
  };

  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Flex vertical gap={12}>
          <Typography.Text strong>
            <label htmlFor={id}>{t('ticket.reply')}</label>
          </Typography.Text>
          <Input.TextArea
            id={id}
            value={text}
            onChange={(event) => change(event.target.value)}
            rows={3}
            className="portal-growing-text"
            // A count, not a maxLength: a paste past the limit is kept and the box says so, never cut without a word.
            count={{ show: true, max: SUPPORT_REQUEST_LIMITS.messageMax }}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? <Alert id={`${id}-error`} type="error" showIcon title={error} /> : null}
          <div>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t('ticket.send')}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
