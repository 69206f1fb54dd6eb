import { darkModeToggled, languageChosen, useAppDispatch, useDarkMode } from '@portal/data-access';
import { loadLanguage, SUPPORTED_LANGUAGES, type Language } from '@portal/ui-light';
import { Button, Flex, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOCK_MODES, type MockMode } from './mock-modes';
import { useWorkshop } from './use-workshop';

/** The languages the portal has strings for (each downloaded when first chosen). */
function portalLanguages(): Array<{ value: Language; label: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

/** Student, theme, language and how the mock answers: what a team flips while building a page. */
export function WorkshopToolbar() {
  const { t, i18n: active } = useTranslation('workshop');
  const [state, workshop] = useWorkshop();
  const darkMode = useDarkMode();
  const dispatch = useAppDispatch();

  return (
    <Flex role="toolbar" aria-label={t('toolbar')} data-workshop="toolbar" wrap align="center" gap={12}>
      <Typography.Text strong>{t('title', { lib: workshop.libName })}</Typography.Text>
      <Select
        aria-label={t('student')}
        value={state.email}
        options={workshop.students.map((student) => ({ value: student.email, label: student.name }))}
        onChange={(email: string) => workshop.signIn(email)}
        style={{ minWidth: 140 }}
      />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {t('darkMode')}
        <Switch checked={darkMode} aria-label={t('darkMode')} onChange={() => dispatch(darkModeToggled())} />
      </label>
      <Select<Language>
        aria-label={t('language')}
        value={active.language as Language}
        options={portalLanguages()}
        onChange={(language: Language) => {
          // The store's language goes with every API call: the mock answers its content in it too.
          dispatch(languageChosen(language));
          void loadLanguage(language)
            .catch(() => undefined)
            .then(() => active.changeLanguage(language));
        }}
        style={{ minWidth: 110 }}
      />
      <Radio.Group
        aria-label={t('mock')}
        optionType="button"
        size="small"
        value={state.mode}
        options={MOCK_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        onChange={(event) => workshop.setMode(event.target.value as MockMode)}
      />
      <Button size="small" onClick={() => workshop.resetData()}>
        {t('resetData')}
      </Button>
    </Flex>
  );
}
