import { createHash } from 'node:crypto';
import { seedAccounts, type DemoDatabase } from '@portal/api-mocks';
import { asLanguage, DEFAULT_LANGUAGE, languageDirection, type Language } from '@portal/util';

/**
 * The demo auth host: the sign-in page the portal shows in an iframe on /auth. Self-contained HTML (inline
 * CSS, no scripts, no external resources) so that it works offline and under a strict CSP.
 */

const AUTH_PAGE_TITLE = 'Student portal sign-in';
const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password. Try the demo credentials below.';
const MISSING_FIELDS_MESSAGE = 'Enter both your email and your password.';
const SIGNED_IN_MESSAGE = 'Signed in. Taking you to your portal…';

/** The page's strings in each of the portal's languages; the portal passes its language as `?lang=`. */
const STRINGS = {
  en: {
    title: AUTH_PAGE_TITLE,
    lead: 'Sign in to see your invoices, bookings and documents.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    demoTitle: 'Demo credentials',
    demoText: 'This is the demo back end. Use one of these accounts:',
    wrongCredentials: WRONG_CREDENTIALS_MESSAGE,
    missingFields: MISSING_FIELDS_MESSAGE,
    signedIn: SIGNED_IN_MESSAGE,
    signedInHint: 'If nothing happens, go back to the portal tab and reload it.',
  },
  'zh-CN': {
    title: '学生门户登录',
    lead: '登录以查看您的发票、预订和文件。',
    email: '电子邮箱',
    password: '密码',
    submit: '登录',
    demoTitle: '演示账户',
    demoText: '这是演示后端。请使用以下任一账户：',
    wrongCredentials: '电子邮箱或密码错误。请尝试下方的演示账户。',
    missingFields: '请输入您的电子邮箱和密码。',
    signedIn: '已登录。正在前往您的门户…',
    signedInHint: '如果没有反应，请返回门户标签页并重新加载。',
  },
  ar: {
    title: 'تسجيل الدخول إلى بوابة الطلاب',
    lead: 'سجّل الدخول لعرض فواتيرك وحجوزاتك ومستنداتك.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    demoTitle: 'بيانات الدخول التجريبية',
    demoText: 'هذه هي الواجهة الخلفية التجريبية. استخدم أحد هذه الحسابات:',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. جرّب بيانات الدخول التجريبية أدناه.',
    missingFields: 'أدخل بريدك الإلكتروني وكلمة المرور.',
    signedIn: 'تم تسجيل الدخول. جارٍ نقلك إلى بوابتك…',
    signedInHint: 'إذا لم يحدث شيء، فارجع إلى علامة تبويب البوابة وأعد تحميلها.',
  },
} satisfies Record<Language, Record<string, string>>;

type AuthPageMessage = 'wrongCredentials' | 'missingFields';

/** The language asked for (`?lang=` or the form's hidden field); anything else is English. */
export const authPageLanguage = (value: string | null | undefined): Language => asLanguage(value);

/**
 * The policy of a self-contained demo page: its one <style> element allowed by its hash, no script, everything
 * else on this origin; framing is allowed from any local portal port.
 */
export function demoPageCsp(css: string): string {
  const styleHash = createHash('sha256').update(css, 'utf8').digest('base64');
  return [
    "default-src 'self'",
    `style-src 'sha256-${styleHash}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    'frame-ancestors http://localhost:* http://127.0.0.1:*',
  ].join('; ');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const styles = `
  :root {
    color-scheme: light dark;
    --primary: #f47b20;
    --primary-hover: #ff8f3a;
    --on-primary: #1f1f1f;
    --bg: #f5f5f5;
    --surface: #ffffff;
    --text: #1f1f1f;
    --muted: #595959;
    --border: #8c8c8c;
    --error-bg: #fff1f0;
    --error-text: #a8071a;
    --error-border: #ffa39e;
    --focus: #1f1f1f;
  }
  @media (prefers-color-scheme: dark) {
    :root {
      --bg: #141414;
      --surface: #1f1f1f;
      --text: #f0f0f0;
      --muted: #bfbfbf;
      --border: #737373;
      --error-bg: #2a1215;
      --error-text: #ffccc7;
      --error-border: #a61d24;
      --focus: #ffffff;
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; }
  body {
    min-height: 100vh;
    display: flex;
    align-items: flex-start;
    justify-content: center;
    padding: 24px 16px;
    background: var(--bg);
    color: var(--text);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  }
  main {
    width: 100%;
    max-width: 400px;
    background: var(--surface);
    border-radius: 16px;
    padding: 24px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08);
  }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 8px; }
  h2 { font-size: 1rem; margin: 0 0 8px; }
  p { margin: 0 0 16px; }
  .lead { color: var(--muted); }
  form { display: grid; gap: 16px; margin: 0 0 24px; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input {
    width: 100%;
    font: inherit;
    color: var(--text);
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: 8px;
    padding: 10px 12px;
    min-height: 44px;
  }
  input[aria-invalid="true"] { border-color: var(--error-text); }
  input:focus-visible, button:focus-visible, a:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 10px 24px;
    border: 0;
    border-radius: 30px;
    background: var(--primary);
    color: var(--on-primary);
    cursor: pointer;
  }
  button:hover { background: var(--primary-hover); }
  .alert {
    border: 1px solid var(--error-border);
    background: var(--error-bg);
    color: var(--error-text);
    border-radius: 8px;
    padding: 8px 12px;
  }
  .demo { border-top: 1px solid var(--border); padding-top: 16px; }
  .demo ul { margin: 0; padding-inline-start: 20px; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
`;
export const AUTH_PAGE_CSP = demoPageCsp(styles);

function layout(body: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}" dir="${languageDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${STRINGS[language].title}</title>
<style>${styles}</style>
</head>
<body>
<main aria-labelledby="page-title">
${body}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  email?: string;
  error?: AuthPageMessage;
  language?: Language;
}

export function renderLoginPage({
  email = '',
  error,
  language = DEFAULT_LANGUAGE,
}: LoginPageOptions = {}): string {
  const text = STRINGS[language];
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const accounts = seedAccounts()
    .map(
      (account) =>
        `<li><code dir="ltr">${escapeHtml(account.email)} / ${escapeHtml(account.password)}</code></li>`,
    )
    .join('\n');
  // The language rides along as a hidden field, so a wrong password is answered in the same language.
  const languageField =
    language === DEFAULT_LANGUAGE ? '' : `\n<input type="hidden" name="lang" value="${language}">`;
  return layout(
    `<h1 id="page-title">${text.title}</h1>
<p class="lead">${text.lead}</p>
${error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(text[error])}</p>` : ''}
<form method="post" action="/demo-auth/login">${languageField}
<div>
<label for="email">${text.email}</label>
<input id="email" name="email" type="email" dir="ltr" autocomplete="username" inputmode="email" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${error ? ' autofocus' : ''}>
</div>
<div>
<label for="password">${text.password}</label>
<input id="password" name="password" type="password" dir="ltr" autocomplete="current-password" required${invalid}>
</div>
<div>
<button type="submit">${text.submit}</button>
</div>
</form>
<section class="demo" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">${text.demoTitle}</h2>
<p>${text.demoText}</p>
<ul>
${accounts}
</ul>
</section>`,
    language,
  );
}

function renderSignedInPage(language: Language = DEFAULT_LANGUAGE): string {
  const text = STRINGS[language];
  return layout(
    `<h1 id="page-title">${text.title}</h1>
<p role="status">${text.signedIn}</p>
<p class="lead">${text.signedInHint}</p>`,
    language,
  );
}

/** Cookie lifetimes as the portal writes them (data-access's session/cookies.ts): access 1 day, refresh and portal token 60 days. */
const COOKIE_MAX_AGE = { access: 86_400, refresh: 5_184_000, student_portal_token: 5_184_000 } as const;

// Host-only (no Domain) and readable by the portal's JavaScript (no HttpOnly): cookies ignore ports, so the portal
// on localhost:4200 sees what localhost:3333 sets.
const sessionCookie = (name: keyof typeof COOKIE_MAX_AGE, value: string) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE[name]}; Path=/; SameSite=Lax`;

/** The answer to the sign-in form: the page to show and, once signed in, the session cookies to set. */
export function answerSignIn(
  form: URLSearchParams,
  db: DemoDatabase,
): { status: 200 | 400 | 401; html: string; cookies: string[] } {
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const language = authPageLanguage(form.get('lang'));
  if (!email || !password)
    return { status: 400, html: renderLoginPage({ email, error: 'missingFields', language }), cookies: [] };
  const tokens = db.login(email, password);
  if (!tokens)
    return {
      status: 401,
      html: renderLoginPage({ email, error: 'wrongCredentials', language }),
      cookies: [],
    };
  const cookies = (['access', 'refresh', 'student_portal_token'] as const).flatMap((name) =>
    tokens[name] ? [sessionCookie(name, tokens[name])] : [],
  );
  return { status: 200, html: renderSignedInPage(language), cookies };
}
