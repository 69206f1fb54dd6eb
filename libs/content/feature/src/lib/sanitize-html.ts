import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * What API HTML (news and offer bodies) may keep: text markup, links and images. Scripts, event handlers,
 * frames, forms, inline styles and `javascript:` URLs never survive (DOMPurify, not a filter of our own).
 * An `<h1>` keeps its text but not its tag: the page's title is its only h1.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'h1',
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
};

const SAFE_IMAGE_SOURCE = /^(https?:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i;

let purifier: Purifier | null = null;

/** One instance of our own, so these hooks never change how anything else uses DOMPurify. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href === null) return;
      let url: URL;
      try {
        url = new URL(href, window.location.href);
      } catch {
        node.removeAttribute('href');
        return;
      }
      const outside =
        (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== window.location.origin;
      if (outside) {
        // An outside page opens in a new tab and gets neither window.opener nor the referrer.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_IMAGE_SOURCE.test(src.trim())) node.removeAttribute('src');
    }
  });
  purifier = instance;
  return instance;
}

/** API HTML made safe to show: see CONFIG for what stays. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The same, as a detached fragment for SafeHtml to render through React (safe-html-nodes.tsx). */
export function sanitizeHtmlToFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
