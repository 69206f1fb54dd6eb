import { DEMO_PARTNER_PATHS } from '@portal/api-mocks';
import { demoPageCsp, escapeHtml } from './auth-page';

/**
 * Stand-in partner pages for the demo: the partner bank's application form and the travel partner's flight
 * search, served by the demo back end under /demo-partners/..., so the portal's frame has something real to
 * show on one machine. Self-contained HTML (inline CSS, no scripts), frameable only by a local portal.
 */

export const DEMO_PARTNERS_PREFIX = '/demo-partners/';

const styles = `
  :root { color-scheme: light dark; --bg: #f5f7fb; --surface: #fff; --text: #1f1f1f; --muted: #595959;
    --border: #8c8c8c; --accent: #0b5cad; --on-accent: #fff; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #141414; --surface: #1f1f1f; --text: #f0f0f0; --muted: #bfbfbf; --border: #737373;
      --accent: #69b1ff; --on-accent: #141414; }
  }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; padding: 16px; background: var(--bg); color: var(--text);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 560px; margin: 0 auto; background: var(--surface); border-radius: 12px; padding: 24px; }
  .brand { color: var(--accent); font-weight: 700; letter-spacing: 0.02em; margin: 0 0 4px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  h2 { font-size: 1.1rem; margin: 24px 0 8px; }
  p { margin: 0 0 16px; }
  .muted { color: var(--muted); }
  form { display: grid; gap: 12px; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { width: 100%; font: inherit; color: var(--text); background: var(--surface);
    border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; min-height: 44px; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: 10px 24px; border: 0; border-radius: 8px;
    background: var(--accent); color: var(--on-accent); cursor: pointer; justify-self: start; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  ul.fares { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  ul.fares li { border: 1px solid var(--border); border-radius: 8px; padding: 12px; }
  .note { border-top: 1px solid var(--border); padding-top: 12px; margin-top: 24px; font-size: 0.9rem; }
`;
/** The sign-in page's policy for these styles: framed by a local portal only, no scripts, all on this origin. */
export const PARTNER_PAGE_CSP = demoPageCsp(styles);

function layout(title: string, brand: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main aria-label="${escapeHtml(title)}">
<p class="brand">${escapeHtml(brand)}</p>
${body}
<p class="note muted">A demo stand-in for the partner's own page. Nothing you enter leaves this machine.</p>
</main>
</body>
</html>
`;
}

const BANK = 'Thames Student Bank';
const TRAVEL = 'SkyRoute Student Travel';

function field(id: string, label: string, value: string, extra = ''): string {
  return `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" value="${escapeHtml(value)}"${extra}></div>`;
}

function renderBankApplication(): string {
  return layout(
    `${BANK}: open an account`,
    BANK,
    `<h1>Open your student account</h1>
<p class="muted">It takes about ten minutes. Have your passport and your bank letter from the school at hand.</p>
<form method="post" action="${DEMO_PARTNER_PATHS.bank}">
${field('name', 'Full name (as in your passport)', '', ' autocomplete="name" required')}
${field('email', 'Email', '', ' type="email" autocomplete="email" required')}
${field('passport', 'Passport number', '', ' required')}
<button type="submit">Send application</button>
</form>`,
  );
}

function renderBankApplicationReceived(name: string): string {
  const reference = `TSB-${String(name.length * 7919 + 104_729).slice(-6)}`;
  return layout(
    `${BANK}: application received`,
    BANK,
    `<h1>Application received</h1>
<p>Thank you${name ? `, ${escapeHtml(name)}` : ''}. Your reference is <strong>${reference}</strong>.</p>
<p class="muted">We will email you within two working days to check your identity by video.</p>`,
  );
}

const FARES = [
  { airline: 'TAP Air Portugal', price: '£89', stops: 'Direct' },
  { airline: 'easyJet', price: '£64', stops: 'Direct' },
  { airline: 'Lufthansa', price: '£118', stops: '1 stop' },
];

function renderFlightSearch(query: URLSearchParams): string {
  const from = (query.get('from') ?? '').slice(0, 60);
  const to = (query.get('to') ?? '').slice(0, 60);
  const date = (query.get('date') ?? '').slice(0, 10);
  const searched = Boolean(from && to);
  const results = searched
    ? `<h2>Student fares from ${escapeHtml(from)} to ${escapeHtml(to)}${date ? ` on ${escapeHtml(date)}` : ''}</h2>
<ul class="fares">${FARES.map(
        (fare) =>
          `<li><strong>${fare.airline}</strong> · ${fare.stops} · <strong>${fare.price}</strong> with a 23 kg bag</li>`,
      ).join('')}</ul>`
    : '';
  return layout(
    `${TRAVEL}: search flights`,
    TRAVEL,
    `<h1>Student flights</h1>
<p class="muted">Fares with extra baggage and free date changes for students with a valid student ID.</p>
<form method="get" action="${DEMO_PARTNER_PATHS.flights}">
${field('from', 'From', from, ' autocomplete="off" required')}
${field('to', 'To', to, ' autocomplete="off" required')}
${field('date', 'Date', date, ' type="date"')}
<button type="submit">Search flights</button>
</form>
${results}`,
  );
}

/** The stand-in page's HTML for a request, or null when the path is not one of them (or the method does not fit). */
export function renderPartnerPage(method: string, url: URL, body: string): string | null {
  const read = method === 'GET' || method === 'HEAD';
  if (url.pathname === DEMO_PARTNER_PATHS.bank) {
    if (read) return renderBankApplication();
    if (method === 'POST') {
      const name = (new URLSearchParams(body).get('name') ?? '').trim().slice(0, 120);
      return renderBankApplicationReceived(name);
    }
    return null;
  }
  if (url.pathname === DEMO_PARTNER_PATHS.flights && read) {
    return renderFlightSearch(url.searchParams);
  }
  return null;
}
