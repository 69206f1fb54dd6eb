import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

const { bearer } = setupMockApi();
const api = 'http://api.test';

describe('demo pictures', () => {
  it('names every picture by absolute URL on the API origin, and serves each as a small SVG', async () => {
    const headers = bearer();
    const get = async (path: string) => (await (await fetch(`${api}${path}`, { headers })).json()).data;
    const images = (list: Array<{ image: string }>) => list.map((entry) => entry.image);
    const profile = await get('/student_portal/profile');
    const urls: string[] = [
      ...images(await get('/student_portal/categories?parent=shop')),
      ...images(await get('/student_portal/products?category_id=1')),
      ...images(await get('/student_portal/service')),
      ...images((await get('/news')).items),
      ...images(await get('/ingresso/events')),
      ...images(await get('/banners')),
      profile.image,
    ];
    expect(urls).toContain(`${api}/images/shop/duvet-and-pillow-set.svg`);
    expect(urls).toContain(`${api}/images/news/winter-closing-dates.svg`);
    expect(profile.image).toBe(`${api}/avatars/ana.svg`);
    const bodies = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/api\.test\/(images|avatars)\/[a-z-]+(\/[a-z0-9-]+)?\.svg$/);
      // An <img> sends no token: the pictures are public.
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
      expect(svg.length).toBeLessThan(2500);
      expect(svg).not.toMatch(/<script|<text|href=|url\(/);
      bodies.add(svg);
    }
    // Each item gets its own picture.
    expect(bodies.size).toBe(urls.length);
  });

  it('draws the same picture for the same name every time', async () => {
    const first = await (await fetch(`${api}/images/events/thames-boat-party.svg`)).text();
    const second = await (await fetch(`${api}/images/events/thames-boat-party.svg`)).text();
    expect(first).toBe(second);
    expect(first).toContain('width="640" height="360"');
  });

  it('answers 404 for an unknown or malformed name, never reading outside its pictures', async () => {
    for (const path of [
      '/images/shop/no-such-thing.svg',
      '/images/nowhere/duvet-and-pillow-set.svg',
      '/images/shop/duvet-and-pillow-set.png',
      '/images/shop/Duvet-And-Pillow-Set.svg',
      '/images/shop/..%2F..%2Fpackage.json',
      '/images/shop/%2e%2e%2fsecret.svg',
      '/images/constructor/toString.svg',
      '/images/shop/constructor.svg',
      '/avatars/kenji.svg',
      '/avatars/..%2Fana.svg',
      '/avatars/__proto__.svg',
    ]) {
      const response = await fetch(`${api}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });
});
