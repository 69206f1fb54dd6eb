import {
  useRequestVisaConsultationMutation,
  VISA_CONSULTATION_TOPICS,
  type VisaConsultation,
  type VisaConsultationTopic,
} from '@portal/services/data-access';
import { resultStatus } from '@portal/ui';
import { PageHeader } from '@portal/ui-light';
import { formatDate } from '@portal/util';
import { Alert, Button, Card, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisaConsultationFields } from './visa-consultation-fields';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

interface VisaForm {
  topic: VisaConsultationTopic;
  preferred_date: string;
  phone: string;
  message?: string;
}

/** `services/visa_consultation`: what the advisers help with, a request form, and its confirmation. */
export function VisaConsultationPage() {
  const { t } = useTranslation('services');
  const [form] = Form.useForm<VisaForm>();
  const [request, { isLoading, isError, reset }] = useRequestVisaConsultationMutation();
  const [sent, setSent] = useState<VisaConsultation | null>(null);

  const header = <PageHeader title={t('visa.title')} subtitle={t('visa.subtitle')} />;
  if (sent) {
    return (
      <>
        {header}
        <Result
          {...resultStatus('success')}
          title={t('visa.sentTitle')}
          subTitle={t('visa.sentText', { reference: sent.reference, date: formatDate(sent.preferred_date) })}
          extra={
            <Button
              onClick={() => {
                setSent(null);
                reset();
                form.resetFields();
              }}
            >
              {t('visa.another')}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Flex vertical gap={16}>
        <Card title={t('visa.offersTitle')}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {VISA_CONSULTATION_TOPICS.map((topic) => (
              <li key={topic}>{t(`visa.offers.${topic}`)}</li>
            ))}
          </ul>
        </Card>
        <Card title={t('visa.formTitle')}>
          <Form<VisaForm>
            form={form}
            layout="vertical"
            style={{ maxWidth: 520 }}
            onFinish={async (values) => {
              const result = await request({
                topic: values.topic,
                preferred_date: values.preferred_date,
                phone: values.phone.trim(),
                message: (values.message ?? '').trim(),
              });
              if ('data' in result && result.data) setSent(result.data);
            }}
          >
            <VisaConsultationFields />
            {isError ? (
              <Alert type="error" showIcon title={t('common.requestFailed')} style={{ marginBottom: 16 }} />
            ) : null}
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t('visa.submit')}
            </Button>
          </Form>
        </Card>
      </Flex>
    </>
  );
}
