import { languageChosen, useAppDispatch, useLanguage } from '@portal/data-access';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '@portal/util';
import { Flex, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sponsor's language: the page opens in the one the student chose for them, and they may read another. The
 * portal's own mechanism (`languageChosen`, as the user menu and the sign-in page), each language named in itself;
 * three at once, so a choice is one press.
 */
export function SponsorLanguage() {
  const { t } = useTranslation('sponsors');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const id = useId();
  return (
    <Flex gap={8} wrap align="center" justify="flex-end">
      <Typography.Text id={id} type="secondary">
        {t('sponsor.language')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={id}
        optionType="button"
        size="small"
        value={language}
        onChange={(event) => dispatch(languageChosen(event.target.value as Language))}
        options={SUPPORTED_LANGUAGES.map((value) => ({
          value,
          label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
        }))}
      />
    </Flex>
  );
}
