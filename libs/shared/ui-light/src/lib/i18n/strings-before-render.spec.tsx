import { act, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { addTranslations, i18n, loadLanguage, stringsBeforeRender } from './i18n';

const lazyPageEn = { title: 'Timetable' };

declare module './i18n' {
  interface PortalResources {
    'lazy-page-test': typeof lazyPageEn;
  }
}

function LazyPage() {
  const { t } = useTranslation('lazy-page-test');
  return <h1>{t('title')}</h1>;
}

afterAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});

describe('a lazy route loaded through stringsBeforeRender', () => {
  it("shows a lazy page in the student's language from its first render, once its chunk's strings are in", async () => {
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    let arrive: (strings: typeof lazyPageEn) => void = () => undefined;
    const arabic = new Promise<typeof lazyPageEn>((resolve) => (arrive = resolve));
    let chunkLoaded = false;
    const router = createMemoryRouter(
      [
        {
          children: [
            { path: '/', element: <p>Start</p> },
            {
              path: '/timetable',
              // As a lib's page chunk does: importing it registers the lib's strings (its register.ts).
              lazy: stringsBeforeRender(async () => {
                addTranslations('lazy-page-test', {
                  en: lazyPageEn,
                  'zh-CN': async () => ({ title: '课程表' }),
                  ar: () => arabic,
                });
                chunkLoaded = true;
                return { Component: LazyPage };
              }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const headings: string[] = [];
    const observer = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) headings.push(heading.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<RouterProvider router={router} />);
    await screen.findByText('Start');

    act(() => void router.navigate('/timetable'));
    await waitFor(() => expect(chunkLoaded).toBe(true));
    // The chunk is in, its Arabic strings are not: the navigation is still under way, the page not shown.
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByText('Start')).toBeInTheDocument();

    act(() => arrive({ title: 'الجدول' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الجدول' })).toBeInTheDocument();
    observer.disconnect();
    // Never its key or its English heading first.
    expect(new Set(headings)).toEqual(new Set(['الجدول']));
  });
});
