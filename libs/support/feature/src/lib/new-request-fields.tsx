import { SUPPORT_REQUEST_CATEGORIES, SUPPORT_REQUEST_LIMITS } from '@portal/support/data-access';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

const { subjectMin, subjectMax, messageMax } = SUPPORT_REQUEST_LIMITS;

/** The new request's subject, category and message, with the limits the API checks, inside its form. */
export function NewRequestFields() {
  const { t } = useTranslation('support');
  return (
    <>
      <Form.Item
        name="subject"
        label={t('create.subject')}
        rules={[
          { required: true, whitespace: true, message: t('create.subjectRequired') },
          {
            validator: async (_rule, value: string | undefined) => {
              const length = (value ?? '').trim().length;
              if (length > 0 && (length < subjectMin || length > subjectMax)) {
                throw new Error(t('create.subjectLength', { min: subjectMin, max: subjectMax }));
              }
            },
          },
        ]}
      >
        {/* A count, not a maxLength: a paste past the limit is kept and the field says so, never cut without a word. */}
        <Input count={{ show: true, max: subjectMax }} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('create.category')}
        rules={[{ required: true, message: t('create.categoryRequired') }]}
      >
        <Radio.Group
          aria-label={t('create.category')}
          options={SUPPORT_REQUEST_CATEGORIES.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('create.message')}
        extra={t('create.attachmentsNote')}
        rules={[
          { required: true, whitespace: true, message: t('create.messageRequired') },
          { max: messageMax, message: t('create.messageTooLong', { max: messageMax }) },
        ]}
      >
        <Input.TextArea rows={6} count={{ show: true, max: messageMax }} />
      </Form.Item>
    </>
  );
}
