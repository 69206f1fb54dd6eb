import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { darkModeToggled, useAppDispatch, useDarkMode } from '@portal/data-access';
import { useTranslation } from 'react-i18next';

/** The header's dark mode switch. */
export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const darkMode = useDarkMode();
  // The label stays visible on a phone: a sun or moon alone does not say what the switch does.
  return (
    <label className="theme-switch-label">
      <span>{t('header.darkMode')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={darkMode}
        aria-label={t('header.darkMode')}
        className="theme-switch"
        onClick={() => dispatch(darkModeToggled())}
      >
        {darkMode ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
        <span className="theme-switch-handle" aria-hidden />
      </button>
    </label>
  );
}
