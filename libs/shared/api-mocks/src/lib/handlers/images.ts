import { http, HttpResponse } from 'msw';
import { avatarSvg, illustrationSvg, apiError } from '@portal/mocks-core';

/** A picture's file name: lower-case words joined by hyphens, then `.svg`; nothing else reaches the drawing code. */
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const KIND = /^[a-z]+$/;

function svg(body: string | null) {
  if (body === null) return apiError(404, 'not_found', 'No such image.');
  return new HttpResponse(body, {
    headers: {
      'content-type': 'image/svg+xml',
      // The same name always draws the same picture.
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
      // Opened on its own, the picture runs nothing and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/**
 * The demo's pictures (illustrations.ts): `/images/<kind>/<slug>.svg` and `/avatars/<name>.svg`, public like
 * any image host (an `<img>` sends no bearer token). An unknown or malformed name is a 404.
 */
export function imageHandlers() {
  return [
    http.get('*/images/:kind/:file', ({ params }) => {
      const kind = String(params['kind']);
      const slug = FILE_NAME.exec(String(params['file']))?.[1];
      return svg(slug && KIND.test(kind) ? illustrationSvg(kind, slug) : null);
    }),
    http.get('*/avatars/:file', ({ params }) => {
      const name = FILE_NAME.exec(String(params['file']))?.[1];
      return svg(name ? avatarSvg(name) : null);
    }),
  ];
}
