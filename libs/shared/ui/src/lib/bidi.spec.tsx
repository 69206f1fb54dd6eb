import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiText, i18n, loadLanguage, Ltr, Money } from '@portal/ui-light';
import { CopyValue } from './copy-value';

/** The element that isolates `text` with a direction of its own (bdi or [dir]), and that direction. */
const isolation = (text: string) => {
  const element = screen.getByText(text).closest('[dir]');
  return { tag: element?.tagName.toLowerCase(), dir: element?.getAttribute('dir') };
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('left-to-right values and API text in a right-to-left page', () => {
  it('isolates a left-to-right value as such, whatever the page direction', () => {
    render(
      <p dir="rtl">
        اتصل على <Ltr>+44 20 7946 0110</Ltr>
      </p>,
    );
    expect(isolation('+44 20 7946 0110')).toEqual({ tag: 'bdi', dir: 'ltr' });
  });

  it('isolates amounts and values to copy left to right', () => {
    render(
      <div dir="rtl">
        <Money amount={18.5} />
        <CopyValue label="IBAN" value="GB33DEMO12345612345678" />
        <CopyValue label="Account name" value="Student Services Ltd" direction="auto" />
      </div>,
    );
    expect(isolation('£18.50')).toEqual({ tag: 'bdi', dir: 'ltr' });
    expect(isolation('GB33DEMO12345612345678')).toEqual({ tag: 'bdi', dir: 'ltr' });
    expect(isolation('Student Services Ltd')).toEqual({ tag: 'bdi', dir: 'auto' });
  });

  it('lets text from the API take its own direction, in its language when known', () => {
    render(
      <p dir="rtl">
        <ApiText lang="en">Welcome to London!</ApiText>
      </p>,
    );
    expect(isolation('Welcome to London!')).toEqual({ tag: 'bdi', dir: 'auto' });
    expect(screen.getByText('Welcome to London!')).toHaveAttribute('lang', 'en');
  });

  it('isolates every value put into a right-to-left string, and leaves left-to-right strings as they were', async () => {
    i18n.addResource('ar', 'common', 'bidiProbe', 'اتصل على {{phone}} وادفع {{amount}}');
    i18n.addResource('en', 'common', 'bidiProbe', 'Call {{phone}} and pay {{amount}}');
    const values = { phone: '+44 20 7946 0110', amount: '£18.50' };
    // @ts-expect-error a key added for this test alone
    expect(i18n.t('bidiProbe', values)).toBe('Call +44 20 7946 0110 and pay £18.50');
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    // @ts-expect-error a key added for this test alone
    expect(i18n.t('bidiProbe', values)).toBe(
      'اتصل على \u2068+44 20 7946 0110\u2069 وادفع \u2068£18.50\u2069',
    );
    // @ts-expect-error a key added for this test alone
    expect(i18n.t('bidiProbe', { ...values, lng: 'en' })).toBe('Call +44 20 7946 0110 and pay £18.50');
  });
});
