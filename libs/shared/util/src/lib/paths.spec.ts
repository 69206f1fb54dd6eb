import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

/** Whether `path` is an address the router's pattern (under /panel) matches. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^/panel/${pattern.replace(/:\w+/g, '[^/]+').replace('*', '.*')}$`).test(path);

describe('paths', () => {
  it('builds every address from its route pattern, each value one encoded segment', () => {
    expect(paths.invoice(42)).toBe('/panel/invoices/42');
    expect(paths.newsArticle('a b/c')).toBe('/panel/news/a%20b%2Fc');
    expect(paths.frame('https://partner.example/x?y=1')).toBe(
      '/panel/frame/https%3A%2F%2Fpartner.example%2Fx%3Fy%3D1',
    );
    expect(matches(routePatterns.invoice, paths.invoice(42))).toBe(true);
    expect(matches(routePatterns.frame, paths.frame('https://partner.example/x'))).toBe(true);
    expect(matches(routePatterns.visaConsultation, paths.visaConsultation())).toBe(true);
  });

  it('ends a family of patterns when the values run out, leaving out one not given', () => {
    expect(paths.shops()).toBe('/panel/shops');
    expect(paths.shops(7)).toBe('/panel/shops/7');
    expect(paths.shops(7, 2, 105)).toBe('/panel/shops/7/2/105');
    expect(paths.pay('products', undefined, 'payload')).toBe('/panel/pay/products/payload');
    expect(paths.services(3, 'airport-pickup')).toBe('/panel/services/3/airport-pickup');
    expect(matches(routePatterns.shopsInvoice, paths.shops(7))).toBe(true);
    expect(matches(routePatterns.payInvoicePayments, paths.pay('card', 5, 'p-1'))).toBe(true);
    expect(matches(routePatterns.additionalServicesCategory, paths.additionalServices(1, 2))).toBe(true);
  });

  it('adds a search to the lists that take one', () => {
    expect(paths.invoices('?status=unpaid')).toBe('/panel/invoices?status=unpaid');
    expect(paths.invoices(new URLSearchParams())).toBe('/panel/invoices');
    expect(paths.supportCenter('q=visa')).toBe('/panel/support-center?q=visa');
    expect(paths.wallet(12)).toBe('/panel/wallet?invoice=12');
    expect(paths.wallet()).toBe('/panel/wallet');
  });
});
