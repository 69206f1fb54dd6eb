import { GlobalOutlined } from '@ant-design/icons';
import { languageChosen, useAppDispatch, useLanguage } from '@portal/data-access';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '@portal/util';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

const OPTIONS = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/** The language control where there is no user menu (the sign-in page): each language named in itself. */
export function LanguageSelect() {
  const { t } = useTranslation('language');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  return (
    <Select<Language>
      aria-label={t('label')}
      value={language}
      options={OPTIONS}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      onChange={(value) => dispatch(languageChosen(value))}
      style={{ minWidth: 150 }}
    />
  );
}
