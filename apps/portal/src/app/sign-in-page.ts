import { apiConfig } from '@portal/data-access';
import { i18n } from '@portal/ui-light';
import { asLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '@portal/util';
import './i18n/register';
import './language/i18n/register';

export interface SignInPageOptions {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Why the student is here, said above the form: the session ended in another tab. */
  notice?: 'signedOutInOtherTab' | null;
}

export interface SignInPageView {
  /** Shows the page (its words, the language control and the frame's address) in `language`. */
  setLanguage: (language: Language) => void;
  destroy: () => void;
}

/** The sign-in frame's address in the student's language (the auth host falls back to English). */
function authUrlIn(language: string): string {
  const url = new URL(apiConfig.authUrl, window.location.href);
  url.searchParams.set('lang', language);
  return url.toString();
}

const GLOBE_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">' +
  '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" ' +
  'fill="none" stroke="currentColor" stroke-width="1.6"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

/**
 * The sign-in page: the auth host's login form in a frame, the language control (each language named in itself)
 * and a line that waits for the student. Plain DOM, styled by styles.css (`.auth-page`, both themes), so that a
 * first visit to /auth needs neither React nor antd (it is ready at once on a phone); the running
 * portal shows the same page through AuthPage. Texts are i18n's (`shell`, `language`), set with textContent.
 */
export function renderSignInPage(container: HTMLElement, options: SignInPageOptions): SignInPageView {
  const page = element('div', 'auth-page');
  const main = element('main', 'auth-page-main');
  const languageRow = element('div', 'auth-page-language');
  const control = element('span', 'language-select');
  control.innerHTML = GLOBE_ICON; // a constant of this file, no outside text
  const select = element('select');
  for (const language of SUPPORTED_LANGUAGES) {
    const option = element('option');
    option.value = language;
    option.lang = language;
    option.textContent = LANGUAGE_NAMES[language];
    select.append(option);
  }
  select.addEventListener('change', () => options.onLanguageChange(asLanguage(select.value)));
  control.append(select);
  languageRow.append(control);

  const header = element('header', 'auth-page-header');
  // Focusable by script only, as every page's heading (PageHeader) is.
  const title = element('h1', 'focus-target');
  title.tabIndex = -1;
  const subtitle = element('p');
  header.append(title, subtitle);
  // A status, so that a screen reader hears why the portal turned into the sign-in page.
  const notice = options.notice ? element('p', 'auth-page-notice') : null;
  notice?.setAttribute('role', 'status');

  const box = element('div', 'auth-page-frame');
  const frame = element('iframe');
  box.append(frame);
  const waiting = element('p', 'auth-page-waiting');
  waiting.setAttribute('aria-live', 'polite');

  main.append(languageRow, header, ...(notice ? [notice] : []), box, waiting);
  page.append(main);

  const setLanguage = (language: Language) => {
    const t = (key: 'title' | 'subtitle' | 'frameTitle' | 'waiting' | 'signedOutInOtherTab') =>
      i18n.t(`auth.${key}`, { ns: 'shell', lng: language });
    // Named, as the sign-in page's own main inside the frame is: two landmarks, told apart.
    main.setAttribute('aria-label', t('title'));
    select.setAttribute('aria-label', i18n.t('label', { ns: 'language', lng: language }));
    select.value = language;
    title.textContent = t('title');
    // No React here to render the page's <title> (PageHeader's way): the tab is named as the heading is, by hand.
    document.title = i18n.t('documentTitle', { ns: 'common', lng: language, page: t('title') });
    subtitle.textContent = t('subtitle');
    if (notice && options.notice) notice.textContent = t(options.notice);
    frame.title = t('frameTitle');
    const src = authUrlIn(language);
    if (frame.getAttribute('src') !== src) frame.src = src;
    waiting.textContent = t('waiting');
  };
  const titleBefore = document.title;
  setLanguage(options.language);
  container.replaceChildren(page);
  return {
    setLanguage,
    destroy: () => {
      page.remove();
      document.title = titleBefore;
    },
  };
}
