import { CheckOutlined } from '@ant-design/icons';
import { languageChosen, useAppDispatch, useLanguage } from '@portal/data-access';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@portal/util';
import type { MenuListEntry } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';

const KEY_PREFIX = 'language:';

/**
 * The user menu's "Language" group: each language named in itself, the chosen one ticked (radio items, so a screen
 * reader says which is chosen). `choose` takes a chosen menu key and returns whether it was one of these.
 */
export function useLanguageMenu(): { group: MenuListEntry; choose: (key: string) => boolean } {
  const { t } = useTranslation('language');
  const dispatch = useAppDispatch();
  const current = useLanguage();
  const group: MenuListEntry = {
    key: 'language',
    type: 'group',
    label: t('label'),
    children: SUPPORTED_LANGUAGES.map((language) => ({
      key: `${KEY_PREFIX}${language}`,
      icon: <CheckOutlined />,
      checked: language === current,
      label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
    })),
  };
  const choose = (key: string) => {
    const language = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : null;
    if (!isLanguage(language)) return false;
    dispatch(languageChosen(language));
    return true;
  };
  return { group, choose };
}
