import { describe, expect, it } from 'vitest';
import { startDemoServer } from './test-server';

const demo = startDemoServer();

describe('demo partner pages', () => {
  it('serves the bank’s application form, frameable by a local portal only, without scripts', async () => {
    const response = await fetch(`${demo.base}/demo-partners/bank/apply?ref=student-portal`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:* http://127.0.0.1:*',
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<h1>Open your student account</h1>');
    expect(html).toContain('<form method="post" action="/demo-partners/bank/apply">');
    expect(html).not.toMatch(/<script/);
  });

  it('answers the application with a reference, escaping what was sent', async () => {
    const response = await fetch(`${demo.base}/demo-partners/bank/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: '<b>Ana</b>', email: 'a@b.c', passport: 'X' }).toString(),
    });
    const html = await response.text();
    expect(html).toContain('<h1>Application received</h1>');
    expect(html).toContain('&#60;b&#62;Ana&#60;/b&#62;');
    expect(html).not.toContain('<b>Ana</b>');
  });

  it('serves the travel partner’s search and its results', async () => {
    const empty = await (await fetch(`${demo.base}/demo-partners/flights/search`)).text();
    expect(empty).toContain('<h1>Student flights</h1>');
    expect(empty).not.toContain('Student fares from');
    const html = await (
      await fetch(`${demo.base}/demo-partners/flights/search?from=Lisbon&to=London&date=2027-03-20`)
    ).text();
    expect(html).toContain('Student fares from Lisbon to London on 2027-03-20');
  });

  it('knows no other partner page', async () => {
    expect((await fetch(`${demo.base}/demo-partners/unknown`)).status).toBe(404);
    expect((await fetch(`${demo.base}/demo-partners/flights/search`, { method: 'POST' })).status).toBe(404);
  });
});
