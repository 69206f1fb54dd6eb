import { UserOutlined } from '@ant-design/icons';
import { readFieldErrors } from '@portal/data-access';
import { useUpdateProfileMutation, type Student } from '@portal/profile/data-access';
import { FIELD_ERROR_SCROLL } from '@portal/ui';
import { useHoldUpdates, Ltr } from '@portal/ui-light';
import {
  isoToday,
  PROFILE_TEXT_MAX,
  toSafeImageUrl,
  validateProfile,
  type ProfileFieldError,
} from '@portal/util';
import { Alert, Avatar, Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { nationalityOptions, NATIONALITY_REGIONS } from './nationalities';
import { toFormValues, toProfileUpdate, type ProfileFormValues } from './profile-form-values';

type FieldName = keyof ProfileFormValues;
const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
const FIELD_NAMES = new Set<string>(Object.keys(toFormValues({} as Student)));

/** The shared profile rules (with the API), asked for one field over the whole form (dates depend on each other). */
function profileRule(field: FieldName, t: TFunction<'profile'>): FormRule {
  return (formInstance) => ({
    validator: async () => {
      const code: ProfileFieldError | undefined = validateProfile(
        toProfileUpdate(formInstance.getFieldsValue(true) as ProfileFormValues),
        isoToday(),
      )[field];
      if (code) throw new Error(t(`errors.${code}`, { max: PROFILE_TEXT_MAX }));
    },
  });
}

/** The nationalities in the student's language, and the student's own when the list does not know it. */
function useNationalities(id: number | null) {
  const { t, i18n } = useTranslation('profile');
  return useMemo(() => {
    const options = nationalityOptions(i18n.language);
    return id !== null && !(id in NATIONALITY_REGIONS)
      ? [...options, { value: id, label: t('nationalityUnknown', { id }) }]
      : options;
  }, [i18n.language, id, t]);
}

/**
 * A text field of the profile, half a row wide from md up. `dir`: `ltr` for what reads left to right in every
 * language (an e-mail address, a phone number, a URL, a passport number); `auto` for what the student may write in
 * either direction (a name, an address).
 */
function TextField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  dir,
}: {
  name: FieldName;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  dir?: 'ltr' | 'auto';
}) {
  const { t } = useTranslation('profile');
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} required={required} rules={[profileRule(name, t)]} validateFirst>
        <Input type={type} autoComplete={autoComplete} dir={dir} />
      </Form.Item>
    </Col>
  );
}

function PersonalCard({ username, image }: { username: string; image: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('sections.personal')}>
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} src={image ?? undefined} icon={<UserOutlined />} alt="" />
        <Typography.Text type="secondary">
          {t('fields.username')}: <Ltr>{username}</Ltr>
        </Typography.Text>
      </Flex>
      <Row gutter={16}>
        <TextField
          name="student_firstname"
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          dir="auto"
        />
        <TextField
          name="student_lastname"
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
          dir="auto"
        />
        <TextField name="student_birthday" label={t('fields.birthday')} type="date" autoComplete="bday" />
        <Col xs={24} md={12}>
          <Form.Item name="student_gender" label={t('fields.gender')}>
            <Radio.Group
              aria-label={t('fields.gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
            />
          </Form.Item>
        </Col>
        <TextField name="image" label={t('fields.image')} type="url" autoComplete="photo" dir="ltr" />
      </Row>
    </Card>
  );
}

function ContactCard() {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('sections.contact')}>
      <Row gutter={16}>
        <TextField
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <TextField name="student_phone" label={t('fields.phone')} type="tel" autoComplete="tel" dir="ltr" />
        <TextField
          name="student_alternative_phone"
          label={t('fields.alternativePhone')}
          type="tel"
          dir="ltr"
        />
        <TextField
          name="student_address"
          label={t('fields.address')}
          autoComplete="street-address"
          dir="auto"
        />
      </Row>
    </Card>
  );
}

function DocumentsCard({ nationalityId }: { nationalityId: number | null }) {
  const { t } = useTranslation('profile');
  const nationalities = useNationalities(nationalityId);
  return (
    <Card title={t('sections.documents')}>
      <Row gutter={16}>
        <TextField name="student_passport_no" label={t('fields.passport')} dir="ltr" />
        <Col xs={24} md={12}>
          <Form.Item name="nationality_id" label={t('fields.nationality')}>
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder={t('nationalityPlaceholder')}
              options={nationalities}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

function SchoolCard() {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('sections.school')}>
      <Row gutter={16}>
        <TextField name="student_school" label={t('fields.school')} dir="auto" />
        <Col xs={24} md={12} />
        <TextField name="student_school_start_date" label={t('fields.schoolStart')} type="date" />
        <Col xs={24} md={12}>
          <Form.Item
            name="student_school_end_date"
            label={t('fields.schoolEnd')}
            dependencies={['student_school_start_date']}
            rules={[profileRule('student_school_end_date', t)]}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

export function ProfileForm({ student }: { student: Student }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<ProfileFormValues>();
  const [initialValues, setInitialValues] = useState(() => toFormValues(student));
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  // Unsaved changes hold an app update until they are saved or the student leaves the page.
  const [dirty, setDirty] = useState(false);
  useHoldUpdates(dirty);
  const image = toSafeImageUrl(Form.useWatch('image', form) ?? '');

  const save = async (values: ProfileFormValues) => {
    setOutcome(null);
    const result = await update(toProfileUpdate(values));
    if ('data' in result && result.data) {
      setOutcome('saved');
      setDirty(false);
      setInitialValues(toFormValues(result.data));
      form.setFieldsValue(toFormValues(result.data));
      return;
    }
    const fields = readFieldErrors(result.error);
    if (fields) {
      form.setFields(
        Object.entries(fields)
          .filter(([name]) => FIELD_NAMES.has(name))
          .map(([name, error]) => ({ name: name as FieldName, errors: [error] })),
      );
      form.scrollToField(Object.keys(fields)[0] ?? 'student_firstname', FIELD_ERROR_SCROLL);
    } else {
      setOutcome('failed');
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => {
        setOutcome(null);
        setDirty(true);
      }}
      onFinish={(values) => void save(values)}
      // Our rules (shared with the API) speak at the field; the browser's own bubbles would speak first and differently.
      noValidate
    >
      <Flex vertical gap={16} style={{ maxWidth: 960 }}>
        <PersonalCard username={student.username} image={image} />
        <ContactCard />
        <DocumentsCard nationalityId={student.nationality_id} />
        <SchoolCard />
        {outcome === 'saved' ? (
          <div role="status">
            <Alert type="success" showIcon title={t('saved')} />
          </div>
        ) : null}
        {outcome === 'failed' ? <Alert type="error" showIcon title={t('saveFailed')} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('save')}
          </Button>
          <Button htmlType="button" onClick={() => form.resetFields()}>
            {t('reset')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
