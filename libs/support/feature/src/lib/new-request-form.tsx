import { readFieldErrors } from '@portal/data-access';
import {
  SUPPORT_REQUEST_CATEGORIES,
  useCreateSupportRequestMutation,
  type NewSupportRequest,
  type SupportRequestCategory,
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '@portal/support/data-access';
import { FIELD_ERROR_SCROLL } from '@portal/ui';
import { useHoldUpdates } from '@portal/ui-light';
import { paths, type LetterRequest } from '@portal/util';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewRequestFields } from './new-request-fields';

type FormValues = { subject: string; category: SupportRequestCategory | undefined; message: string };

/** A stored draft, field by field; whatever does not fit (tampered storage) is dropped. */
function readFormDraft(key: string): Partial<FormValues> {
  const stored = loadDraft(key);
  if (!stored || typeof stored !== 'object') return {};
  const { subject, category, message } = stored as Record<string, unknown>;
  return {
    subject: typeof subject === 'string' ? subject : '',
    message: typeof message === 'string' ? message : '',
    category: (SUPPORT_REQUEST_CATEGORIES as readonly unknown[]).includes(category)
      ? (category as SupportRequestCategory)
      : undefined,
  };
}

const isEmptyDraft = (values: Partial<FormValues>) =>
  !values.subject?.trim() && !values.message?.trim() && !values.category;

interface NewRequestFormProps {
  studentId: number;
  /** Set up to ask the student office for this letter (unless a draft of the student's own is waiting). */
  letter?: LetterRequest | undefined;
}

export function NewRequestForm({ studentId, letter }: NewRequestFormProps) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const key = draftKey(studentId, 'new-request');
  const [initialValues] = useState<Partial<FormValues>>(() => {
    const draft = readFormDraft(key);
    if (!letter || !isEmptyDraft(draft)) return draft;
    return {
      subject: t(`letter.${letter}.subject`),
      category: 'documents',
      message: t(`letter.${letter}.message`),
    };
  });
  const [create, { isLoading }] = useCreateSupportRequestMutation();
  const [failed, setFailed] = useState(false);
  // Text typed and not sent yet holds an app update (the draft survives a reload, but the student's flow would not).
  const [hasInput, setHasInput] = useState(() => !isEmptyDraft(initialValues));
  useHoldUpdates(hasInput);

  const submit = async (values: FormValues) => {
    setFailed(false);
    const request: NewSupportRequest = {
      subject: values.subject.trim(),
      category: values.category as SupportRequestCategory,
      message: values.message.trim(),
    };
    const result = await create(request);
    if ('data' in result && result.data) {
      clearDraft(key);
      setHasInput(false);
      navigate(paths.ticket(result.data.id));
      return;
    }
    const fields = readFieldErrors(result.error);
    if (fields) {
      const refused = Object.entries(fields)
        .filter(([name]) => name === 'subject' || name === 'category' || name === 'message')
        .map(([name, error]) => ({ name: name as keyof FormValues, errors: [error] }));
      form.setFields(refused);
      if (refused[0]) form.scrollToField(refused[0].name, FIELD_ERROR_SCROLL);
    } else {
      setFailed(true);
    }
  };

  return (
    <Card style={{ maxWidth: 720 }}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        requiredMark
        onValuesChange={(_changed, all) => {
          const empty = isEmptyDraft(all);
          saveDraft(key, all, empty);
          setHasInput(!empty);
        }}
        onFinish={(values) => void submit(values)}
      >
        <NewRequestFields />
        {failed ? (
          <Alert type="error" showIcon title={t('create.failed')} style={{ marginBottom: 16 }} />
        ) : null}
        <Typography.Paragraph type="secondary">{t('create.draftKept')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('create.submit')}
        </Button>
      </Form>
    </Card>
  );
}
