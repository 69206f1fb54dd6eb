import { VISA_CONSULTATION_TOPICS } from '@portal/services/data-access';
import { isoToday } from '@portal/util';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { notPastDateRules, phoneRule } from './form-rules';

/** The visa consultation request's topic, preferred day, phone and message, inside its form. */
export function VisaConsultationFields() {
  const { t } = useTranslation('services');
  return (
    <>
      <Form.Item
        name="topic"
        label={t('visa.topic')}
        rules={[{ required: true, message: t('visa.topicRequired') }]}
      >
        <Radio.Group
          aria-label={t('visa.topic')}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={VISA_CONSULTATION_TOPICS.map((topic) => ({
            value: topic,
            label: t(`visa.offers.${topic}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="preferred_date"
        label={t('visa.date')}
        rules={notPastDateRules(t('visa.dateRequired'), t('common.dateInPast'))}
      >
        <Input type="date" min={isoToday()} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('visa.phone')}
        rules={[
          { required: true, whitespace: true, message: t('visa.phoneRequired') },
          phoneRule(t('visa.phoneInvalid')),
        ]}
      >
        <Input type="tel" autoComplete="tel" dir="ltr" style={{ maxWidth: 260 }} />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('visa.message')}
        rules={[{ max: 1000, message: t('visa.messageTooLong') }]}
      >
        <Input.TextArea rows={4} dir="auto" />
      </Form.Item>
    </>
  );
}
