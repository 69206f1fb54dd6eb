export {
  HOSTILE_ARTICLE_SLUG,
  HOSTILE_FLAG,
  PHISHING_MAIL,
  articleImage,
  inlinePicture,
} from './lib/article-html';
export { ContentTranslator, askedLanguage, translatedOk, translatorFor } from './lib/content-translations';
export { avatarSvg, illustrationSvg, imagePath, slugify, withAbsoluteImageUrls } from './lib/illustrations';
export { boundedText, idParam } from './lib/input';
export type { MockDatabase } from './lib/mock-database';
export { apiError, ok, readJson } from './lib/responses';
export { DEMO_PASSWORD, type DemoAccount, SEED_TODAY, seedAccounts, seedInvoices } from './lib/seed';
export { type Authenticated, type ResolverInfo, type StudentResolver, validationError } from './lib/types';
