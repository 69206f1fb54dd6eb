// antd's CSS for the portal's theme, made at build time (tools/vite/antd-static-css.ts): it loads with the
// provider, so with the first part of the page that renders antd, never with the first screen.
import 'virtual:antd.css';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { languageDirection } from '@portal/util';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_ERROR_SCROLL } from './form-scroll';
import { createPortalTheme } from './theme';
import { PAGE_CSP, useMediaQuery, useThemeSettings } from '@portal/ui-light';
import { antdLocaleFor } from './antd-locale';

/** The student's system asks for less motion: antd animates nothing (styles.css stops CSS transitions too). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type FormConfig = NonNullable<ConfigProviderProps['form']>;

/**
 * antd's Alert icons as they are, but hidden from screen readers: the alert's words say what it is, and an icon
 * would otherwise be read by its English file name ("check-circle") in every language.
 */
const ALERT_CONFIG: ConfigProviderProps['alert'] = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};

/**
 * antd's messages for a length rule (`{ max: 500 }`), in the student's language, each saying the limit. antd fills
 * in `${max}`; i18next leaves it alone as a value.
 */
function useFormConfig(): FormConfig {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      scrollToFirstError: FIELD_ERROR_SCROLL,
      validateMessages: {
        string: {
          max: t('form.tooLong', { max: '${max}' }),
          min: t('form.tooShort', { min: '${min}' }),
          range: t('form.lengthRange', { min: '${min}', max: '${max}' }),
          len: t('form.exactLength', { len: '${len}' }),
        },
      },
    }),
    [t],
  );
}

/**
 * antd's ConfigProvider for the theme, language and CSP nonce of the ThemeModeProvider above. Whatever renders antd
 * components sits inside one: each page below antd's layout route (antd-layout-route.ts), the phone menu's Drawer,
 * the notifications. It lives in its own module, which loads with them, so the first screen (the panel's frame and
 * the dashboard, built of ui's light blocks) carries none of antd's code or CSS (docs/performance.md). It is not in
 * ui's index (whose exports stay in every chunk that imports ui) but in its own entry, `@portal/ui/antd`.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { mode, language } = useThemeSettings();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(() => createPortalTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  const form = useFormConfig();
  return (
    <ConfigProvider
      theme={themeConfig}
      csp={PAGE_CSP}
      locale={antdLocaleFor(language)}
      direction={languageDirection(language)}
      form={form}
      alert={ALERT_CONFIG}
    >
      {children}
    </ConfigProvider>
  );
}
