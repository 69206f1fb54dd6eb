import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@portal/util';

/** News and promotions, relative to /panel; pages load on first visit. */
export const contentRoutes: RouteObject[] = [
  {
    path: routePatterns.news,
    lazy: () => import('./lib/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: routePatterns.newsArticle,
    lazy: () => import('./lib/news-article-page').then((m) => ({ Component: m.NewsArticlePage })),
  },
  {
    path: routePatterns.promotions,
    lazy: () => import('./lib/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  },
  {
    path: routePatterns.promotion,
    lazy: () => import('./lib/promotion-page').then((m) => ({ Component: m.PromotionPage })),
  },
];
