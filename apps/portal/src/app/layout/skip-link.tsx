import { useTranslation } from 'react-i18next';

/** Where the skip link leads: the page's content, the layout's one `main` landmark. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: jumps over the menu and the header to the page. Hidden until focused (styles.css).
 * Focus moves by script so the address keeps no `#main-content`.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
