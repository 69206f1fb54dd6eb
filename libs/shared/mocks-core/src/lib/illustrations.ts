/**
 * The demo's pictures: small SVG illustrations drawn in code (a scene of simple shapes in the palette of the
 * item's theme, with the theme's glyph in the middle; no text, fonts or outside hosts), one per item, always the
 * same for the same item. The back end serves them at `/images/<kind>/<slug>.svg` (handlers/images.ts) and the
 * avatars at `/avatars/<name>.svg`; the seed names them by path and each answer turns the path into an
 * absolute URL on the origin the portal called (`withAbsoluteImageUrls`), as a real API names its CDN.
 */

/** What an illustration shows in the middle, and so its palette. */
type Motif =
  | 'residence'
  | 'study'
  | 'pack'
  | 'cleaning'
  | 'transport'
  | 'flight'
  | 'storage'
  | 'food'
  | 'event'
  | 'music'
  | 'sport'
  | 'city'
  | 'nature'
  | 'news'
  | 'safety'
  | 'esim'
  | 'money';

/** The size of each kind of picture, as the portal shows it: cards 16:10, stories 16:9, the banner strip. */
const IMAGE_SIZES = {
  shop: { width: 320, height: 200 },
  services: { width: 320, height: 200 },
  esim: { width: 320, height: 200 },
  news: { width: 640, height: 360 },
  promotions: { width: 640, height: 360 },
  events: { width: 640, height: 360 },
  attractions: { width: 640, height: 360 },
  banners: { width: 1200, height: 360 },
} as const;
export type ImageKind = keyof typeof IMAGE_SIZES;

/** Every picture the seed uses; any other name is a 404. */
const ILLUSTRATIONS: Record<ImageKind, Record<string, Motif>> = {
  shop: {
    'bedding-and-kitchen': 'residence',
    'study-essentials': 'study',
    'welcome-packs': 'pack',
    'duvet-and-pillow-set': 'residence',
    'kitchen-starter-kit': 'food',
    'towel-bundle': 'residence',
    'desk-lamp': 'study',
    'notebook-bundle': 'study',
    'taste-card-12-months': 'food',
    'sim-and-welcome-pack': 'pack',
  },
  services: {
    cleaning: 'cleaning',
    laundry: 'cleaning',
    'weekly-room-cleaning': 'cleaning',
    'deep-clean': 'cleaning',
    'laundry-bag': 'cleaning',
    'home-services': 'residence',
    'airport-pickup': 'flight',
    'storage-service': 'storage',
    'arrival-and-departure': 'flight',
    extras: 'pack',
    'early-check-in': 'residence',
    'late-check-out': 'residence',
    'extra-bedding-pack': 'pack',
    'parking-space': 'transport',
    saloon: 'transport',
    'people-carrier': 'transport',
    minibus: 'transport',
  },
  esim: {
    'uk-starter-3-gb': 'esim',
    'uk-student-15-gb': 'esim',
    'uk-unlimited': 'esim',
    'europe-travel-10-gb': 'esim',
    'uk-term-50-gb': 'esim',
  },
  news: {
    'winter-closing-dates': 'news',
    'phishing-alert-fake-payment-emails': 'safety',
    'christmas-market-trip': 'event',
    'exam-registration-deadline': 'study',
    'clocks-go-back': 'news',
    'student-discount-card': 'money',
    'getting-a-national-insurance-number': 'news',
    'welcome-week-recap': 'event',
    'opening-your-bank-account': 'money',
    'winter-market': 'event',
    bookshop: 'study',
    'boat-party': 'event',
    'quiz-night': 'event',
  },
  promotions: {
    'riverside-gym-first-month-free': 'sport',
    'city-cinema-tuesday-tickets': 'event',
    'foyle-and-page-books-15-off': 'study',
    'bean-there-coffee-2-for-1': 'food',
    'summer-festival-pass': 'music',
  },
  events: {
    'thames-boat-party': 'event',
    'a-midsummer-night-s-dream': 'event',
    'jazz-night-in-soho': 'music',
    'riverside-fc-v-city-athletic': 'sport',
    'christmas-lights-walking-tour': 'city',
    'halloween-ghost-walk': 'city',
  },
  attractions: {
    'thames-river-cruise': 'transport',
    'tower-of-london': 'city',
    'royal-observatory-greenwich': 'city',
    'sky-garden-viewing-deck': 'nature',
  },
  banners: {
    'whats-on': 'event',
    'gym-offer': 'sport',
    'getting-around': 'transport',
    'arrival-survey': 'news',
  },
};

/** The avatars the seed names (`/avatars/<name>.svg`), each a face in its own colours. */
const AVATARS: Record<string, { skin: string; hair: string; background: string }> = {
  ana: { skin: '#f1c6a5', hair: '#5b3a29', background: '#fde2cc' },
};

/** A slug as the demo writes them: "Taste Card, 12 months" becomes "taste-card-12-months". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of an item's picture on the demo back end; an unknown name is a mistake in the seed. */
export function imagePath(kind: ImageKind, slug: string): string {
  if (!Object.hasOwn(ILLUSTRATIONS[kind], slug)) {
    throw new Error(`No demo illustration ${kind}/${slug}: add it to ILLUSTRATIONS in illustrations.ts.`);
  }
  return `/images/${kind}/${slug}.svg`;
}

export function avatarPath(name: string): string {
  if (!Object.hasOwn(AVATARS, name)) throw new Error(`No demo avatar ${name}.`);
  return `/avatars/${name}.svg`;
}

const PALETTES: Record<Motif, { sky: string; far: string; near: string; disc: string; accent: string }> = {
  residence: { sky: '#fff1e6', far: '#fdba74', near: '#f97316', disc: '#c2410c', accent: '#fde68a' },
  study: { sky: '#eef2ff', far: '#a5b4fc', near: '#6366f1', disc: '#4338ca', accent: '#fcd34d' },
  pack: { sky: '#ecfdf5', far: '#86efac', near: '#22c55e', disc: '#15803d', accent: '#fde68a' },
  cleaning: { sky: '#fdf2f8', far: '#f9a8d4', near: '#ec4899', disc: '#9d174d', accent: '#bae6fd' },
  transport: { sky: '#eff6ff', far: '#93c5fd', near: '#3b82f6', disc: '#1e3a8a', accent: '#fde68a' },
  flight: { sky: '#e0f2fe', far: '#7dd3fc', near: '#0ea5e9', disc: '#075985', accent: '#fef3c7' },
  storage: { sky: '#f5f5f4', far: '#d6d3d1', near: '#a8a29e', disc: '#57534e', accent: '#fcd34d' },
  food: { sky: '#fffbeb', far: '#fcd34d', near: '#d97706', disc: '#92400e', accent: '#fecaca' },
  event: { sky: '#f5f3ff', far: '#c4b5fd', near: '#8b5cf6', disc: '#5b21b6', accent: '#fbcfe8' },
  music: { sky: '#1e1b4b', far: '#4338ca', near: '#7c3aed', disc: '#db2777', accent: '#fde68a' },
  sport: { sky: '#f0fdf4', far: '#4ade80', near: '#16a34a', disc: '#166534', accent: '#ffffff' },
  city: { sky: '#fef2f2', far: '#fca5a5', near: '#64748b', disc: '#b91c1c', accent: '#fde68a' },
  nature: { sky: '#ecfccb', far: '#a3e635', near: '#4d7c0f', disc: '#365314', accent: '#fef9c3' },
  news: { sky: '#fff7ed', far: '#fed7aa', near: '#f47b20', disc: '#9a3412', accent: '#e0f2fe' },
  safety: { sky: '#fef2f2', far: '#fecaca', near: '#ef4444', disc: '#991b1b', accent: '#fef3c7' },
  esim: { sky: '#ecfeff', far: '#67e8f9', near: '#0891b2', disc: '#155e75', accent: '#fef9c3' },
  money: { sky: '#f0fdfa', far: '#5eead4', near: '#0d9488', disc: '#115e59', accent: '#fde68a' },
};

/** Each glyph in a 48 × 48 box centred on (0, 0), drawn in white on the disc. */
const GLYPHS: Record<Motif, string> = {
  residence: '<path d="M-20 2 0-16 20 2M-14-3v19h28V-3"/><path d="M-4 16V6h8v10"/>',
  study: '<path d="M0-12C-6-17-14-17-20-15v27c6-2 14-2 20 3 6-5 14-5 20-3v-27c-6-2-14-2-20 3zM0-12v27"/>',
  pack: '<rect x="-17" y="-6" width="34" height="22" rx="2"/><path d="M-19-6h38v-7h-38zM0-13v29M0-13c-4-8-12-8-10-2m10 2c4-8 12-8 10-2"/>',
  cleaning:
    '<path d="M-6-18 0-4l6-14M0-4v-14"/><path d="M-13 18c0-12 4-20 13-22 9 2 13 10 13 22z"/><path d="M15-16l2-5 2 5 5 2-5 2-2 5-2-5-5-2z"/>',
  transport:
    '<path d="M-20 8v-8l6-10h26l6 10v8z"/><circle cx="-11" cy="10" r="4"/><circle cx="11" cy="10" r="4"/><path d="M-11-8v8M3-8v8"/>',
  flight: '<path d="M-20 4 20-10c4-1 4 4 0 5L-6 10l-6 8-2-8-8-4zM0-4l-10-12h-6l6 16"/>',
  storage: '<rect x="-18" y="-12" width="36" height="28" rx="2"/><path d="M-18-2h36M-6 4h12"/>',
  food: '<circle cx="2" cy="2" r="14"/><circle cx="2" cy="2" r="7"/><path d="M-20-16v10c0 4 4 4 4 0v-10M-18-6v24"/>',
  event:
    '<path d="M0-18 5-6l13 1-10 8 3 13L0 9-11 16l3-13-10-8 13-1z"/><path d="M-20-20l3 3M20-20l-3 3M0 20v-2"/>',
  music: '<path d="M-8 12V-14l20-5v26"/><circle cx="-13" cy="12" r="5"/><circle cx="7" cy="7" r="5"/>',
  sport: '<circle r="17"/><path d="M0-9l8 6-3 10H-5l-3-10zM0-9v-8M8-3l9-2M5 7l6 8M-5 7l-6 8M-8-3l-9-2"/>',
  city: '<path d="M-20 18v-22h8v22M-12 18V-8l6-10 6 10v26M0 18V0h10v18M10 18V-6h10v24M-24 18h48"/>',
  nature:
    '<path d="M0 18V0M0 0-8-8M0 4l8-8"/><path d="M0-20c-12 0-16 12-12 20 4 6 20 6 24 0 4-8 0-20-12-20z"/>',
  news: '<rect x="-18" y="-16" width="36" height="32" rx="2"/><path d="M-12-8h24M-12-1h10M-12 6h10M-12 11h24"/><rect x="2" y="-2" width="10" height="9"/>',
  safety: '<path d="M0-20 17-13v9C17 7 10 15 0 19-10 15-17 7-17-4v-9z"/><path d="M-7 0l5 5 9-10"/>',
  esim: '<path d="M-13-18h18l9 9v27h-27z"/><rect x="-7" y="-4" width="14" height="14" rx="2"/><path d="M0-4v14M-7 3h14"/>',
  money: '<rect x="-20" y="-12" width="40" height="26" rx="3"/><path d="M-20-4h40M-13 8h10"/>',
};

/** A stable 32-bit hash of a name (FNV-1a), so each item gets its own variation of its theme's scene. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const round = (value: number) => Math.round(value);

/** The SVG of `/images/<kind>/<slug>.svg`, or null when there is no such picture. */
export function illustrationSvg(kind: string, slug: string): string | null {
  if (!Object.hasOwn(IMAGE_SIZES, kind)) return null;
  const imageKind = kind as ImageKind;
  if (!Object.hasOwn(ILLUSTRATIONS[imageKind], slug)) return null;
  const motif = ILLUSTRATIONS[imageKind][slug] as Motif;
  const { width: w, height: h } = IMAGE_SIZES[imageKind];
  const colours = PALETTES[motif];
  const seed = hash(`${kind}/${slug}`);
  const bit = (shift: number, range: number) => (((seed >>> shift) & 0xff) / 255) * range;

  // Two rolling hills, a sun, a few dots of confetti; the glyph on a disc where the hills meet.
  const farY = round(h * (0.55 + bit(0, 0.12)));
  const nearY = round(h * (0.7 + bit(8, 0.1)));
  const sunX = round(w * (0.12 + bit(16, 0.76)));
  const sunR = round(h * (0.08 + bit(24, 0.06)));
  const glyphX = round(w / 2 + (bit(4, 1) - 0.5) * w * 0.3);
  const glyphY = round(h * 0.5);
  const scale = ((h * 0.42) / 48).toFixed(2);
  const discR = round(h * 0.26);
  const dots = [0, 1, 2, 3, 4]
    .map((n) => {
      const value = hash(`${seed}:${n}`);
      const x = round(((value & 0xffff) / 0xffff) * w);
      const y = round(((value >>> 16) / 0xffff) * h * 0.5);
      return `<circle cx="${x}" cy="${y}" r="${round(h * 0.02) + (n % 3) * 2}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${colours.sky}"/>` +
    `<circle cx="${sunX}" cy="${round(h * 0.22)}" r="${sunR}" fill="${colours.accent}"/>` +
    `<g fill="${colours.far}" opacity=".7">${dots}</g>` +
    `<path d="M0 ${farY}Q${round(w * 0.3)} ${farY - round(h * 0.18)} ${round(w * 0.62)} ${farY}T${w} ${farY - round(h * 0.05)}V${h}H0z" fill="${colours.far}"/>` +
    `<path d="M0 ${nearY}Q${round(w * 0.45)} ${nearY + round(h * 0.1)} ${w} ${nearY - round(h * 0.12)}V${h}H0z" fill="${colours.near}"/>` +
    `<circle cx="${glyphX}" cy="${glyphY}" r="${discR}" fill="${colours.disc}"/>` +
    `<g transform="translate(${glyphX} ${glyphY}) scale(${scale})" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[motif]}</g>` +
    `</svg>`
  );
}

/** The SVG of `/avatars/<name>.svg`, or null when there is no such avatar. */
export function avatarSvg(name: string): string | null {
  if (!Object.hasOwn(AVATARS, name)) return null;
  const { skin, hair, background } = AVATARS[name] as (typeof AVATARS)[string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<path d="M16 96c2-20 14-30 32-30s30 10 32 30z" fill="#f47b20"/>` +
    `<rect x="41" y="54" width="14" height="14" rx="5" fill="${skin}"/>` +
    `<circle cx="48" cy="42" r="19" fill="${skin}"/>` +
    `<path d="M28 44c-2-18 8-26 20-26s23 7 20 26c-3-9-8-13-12-14-8 5-18 7-28 14z" fill="${hair}"/>` +
    `<circle cx="41" cy="45" r="2" fill="#1f2937"/><circle cx="55" cy="45" r="2" fill="#1f2937"/>` +
    `<path d="M42 53q6 4 12 0" fill="none" stroke="#9a3412" stroke-width="2" stroke-linecap="round"/>` +
    `</svg>`
  );
}

/** Turns every `image` that names a picture of this back end by path into an absolute URL on `origin`. */
function absolutise(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => absolutise(entry, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === 'image' && typeof entry === 'string' && /^\/(images|avatars)\//.test(entry)
        ? `${origin}${entry}`
        : absolutise(entry, origin),
    ]),
  );
}

/**
 * The answer with its pictures named by absolute URL on the origin the request came to (the portal's API
 * origin, which its Content-Security-Policy allows for images); answers without such a picture pass as they are.
 */
export async function withAbsoluteImageUrls(
  answer: Response | Promise<Response>,
  request: Request,
): Promise<Response> {
  const response = await answer;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.clone().text();
  if (!/"\/(images|avatars)\//.test(text)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = absolutise(JSON.parse(text), new URL(request.url).origin);
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
