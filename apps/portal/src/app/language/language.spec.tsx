import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore, startStore } from '@portal/data-access';
import { i18n, loadLanguage } from '@portal/ui-light';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../routes';
import { startLanguage } from './language';

const { signIn } = setupMockApi();

const started: Array<ReturnType<typeof startStore>> = [];

/** As app-stage.tsx starts the portal: the remembered language first, then the store (kept by redux-persist) and the first render. */
function startApp(url: string) {
  startLanguage();
  const store = setupStore(undefined, { reload: vi.fn() });
  started.push(startStore(store));
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

const html = () => document.documentElement;

afterEach(async () => {
  vi.useRealTimers();
  for (const { persistor, stopListeners } of started.splice(0)) {
    stopListeners();
    persistor.pause();
  }
  await i18n.changeLanguage('en');
  html().lang = 'en';
  html().removeAttribute('dir');
});

describe('the language', () => {
  it('changes the strings, <html lang dir> and antd in the user menu, and is remembered', async () => {
    signIn();
    startApp('/panel/payments');
    await userEvent.click(await screen.findByLabelText('Account menu for Ana Silva'));
    expect(await screen.findByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByText('العربية'));

    // The student's name isolated in the Arabic words around it (first-strong isolate ... pop directional isolate).
    expect(await screen.findByLabelText('قائمة حساب \u2068Ana Silva\u2069')).toBeInTheDocument();
    expect(screen.getByLabelText('القائمة الرئيسية')).toHaveTextContent('الفواتير');
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(html()).toHaveAttribute('dir', 'rtl');
    // antd's components on the page (the payments' table) run right to left too.
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper-rtl')).not.toBeNull());
    await waitFor(() => expect(window.localStorage.getItem('user-language')).toBe('ar'));

    await userEvent.click(screen.getByLabelText('قائمة حساب \u2068Ana Silva\u2069'));
    await userEvent.click(await screen.findByText('简体中文'));
    expect(await screen.findByLabelText('Ana Silva 的账户菜单')).toBeInTheDocument();
    expect(html()).toHaveAttribute('lang', 'zh-CN');
    expect(html()).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('.ant-table-wrapper-rtl')).toBeNull();
    expect(document.querySelector('.ant-table-wrapper')).not.toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('user-language')).toBe('zh-CN'));
  });

  it('asks the API for its content in the chosen language: the notice and the dashboard’s banner follow', async () => {
    // Before the Friday the office's notice is about (only Date is faked: msw and React keep their timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    signIn();
    startApp('/panel/dashboard');
    expect(
      await screen.findByText('The student office is closed on Friday 27 November for staff training.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Welcome to London!' })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Account menu for Ana Silva'));
    await userEvent.click(await screen.findByText('العربية'));

    expect(
      await screen.findByText('مكتب الطلاب مغلق يوم الجمعة 27 نوفمبر بسبب تدريب الموظفين.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'مرحبًا بك في لندن!' })).toBeInTheDocument();
    expect(
      screen.queryByText('The student office is closed on Friday 27 November for staff training.'),
    ).toBeNull();
    expect(screen.queryByRole('heading', { level: 3, name: 'Welcome to London!' })).toBeNull();
  });

  it('shows a stored Arabic right to left from the first render', async () => {
    window.localStorage.setItem('user-language', 'ar');
    // As boot.ts starts a stage: the remembered language's strings are in first.
    await loadLanguage('ar');
    startLanguage();
    // Before anything renders: the strings and the page direction are Arabic already.
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(i18n.language).toBe('ar');
    startApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeInTheDocument();
    expect(screen.getByTitle('نموذج تسجيل الدخول إلى بوابة الطلاب')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-auth/login?lang=ar',
    );
  });

  it('shows a lib’s page in Arabic from its first render: its strings come with its chunk, only in Arabic', async () => {
    signIn();
    window.localStorage.setItem('user-language', 'ar');
    await loadLanguage('ar');
    const headings: string[] = [];
    const observer = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) headings.push(heading.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    startApp('/panel/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'الدفعات' })).toBeInTheDocument();
    observer.disconnect();
    // Never the English heading first, then the Arabic one.
    expect(headings).not.toContain('Payments');
    expect(i18n.hasResourceBundle('ar', 'payments')).toBe(true);
  });

  it.each(['fr', 'AR', '"><script>'])('shows English for an unknown stored language %j', async (stored) => {
    window.localStorage.setItem('user-language', stored);
    startApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('lang', 'en');
    expect(html()).toHaveAttribute('dir', 'ltr');
  });

  it('chooses the language on the sign-in page too, and the sign-in frame follows', async () => {
    startApp('/auth');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), '简体中文');
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('user-language')).toBe('zh-CN'));
    expect(screen.getByTitle('学生门户登录表单')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-auth/login?lang=zh-CN',
    );
  });
});
