import { asLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '@portal/util';
import { useTranslation } from 'react-i18next';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
}

/**
 * The language control where there is no user menu (the sign-in page): each language named in itself. A native
 * select: the sign-in page loads before (and without) antd, and the phone's own picker is the easiest to use.
 */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const { t } = useTranslation('language');
  return (
    <span className="language-select">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        aria-label={t('label')}
        value={value}
        onChange={(event) => onChange(asLanguage(event.target.value))}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
