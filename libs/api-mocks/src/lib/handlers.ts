import { http } from 'msw';
import { parseId } from '@portal/util';
import type { DemoDatabase } from './database';
import { paymentHandlers } from './handlers/payments';
import { documentsHandlers } from './handlers/documents';
import { profileHandlers } from './handlers/profile';
import { supportHandlers } from './handlers/support';
import { apiError, ok, readJson } from './responses';
import { catalogHandlers } from './handlers/catalog';
import { airportCarHandlers } from './handlers/airport-cars';
import { orderHandlers } from './handlers/orders';
import { visaConsultationHandlers } from './handlers/visa-consultation';
import { storageHandlers } from './handlers/storage';
import type { ResolverInfo, StudentResolver } from './handlers/types';
import { packagesHandlers } from './handlers/packages';
import { contentHandlers } from './handlers/content';
import { walletHandlers } from './handlers/wallet';
import { esimHandlers } from './handlers/esim';
import { travelHandlers } from './handlers/travel';
import { sponsorHandlers } from './handlers/sponsors';
import { imageHandlers } from './handlers/images';
import { withAbsoluteImageUrls } from './illustrations';
import { translatedOk, translatorFor } from './content-translations';
import { asksForPage, readInvoiceListQuery } from './invoice-list';
import { readStatementQuery } from './statement-ledger';

/** The whole API contract of spec.md section 7 that is built so far, over one in-memory database. */
export function createHandlers(db: DemoDatabase) {
  function authenticated(resolver: StudentResolver) {
    return (info: ResolverInfo) => {
      const header = info.request.headers.get('authorization') ?? '';
      const token = /^Bearer (\S+)$/.exec(header)?.[1];
      const student = token ? db.studentForAccessToken(token) : null;
      if (!student) return apiError(401, 'unauthenticated', 'Your session has expired.');
      return withAbsoluteImageUrls(resolver(info, student), info.request);
    };
  }

  return [
    // First: `*/news/:slug` would otherwise answer /images/news/<slug>.svg.
    ...imageHandlers(),
    http.post('*/auth/login', async ({ request }) => {
      const body = await readJson(request);
      const email = typeof body?.['email'] === 'string' ? body['email'] : '';
      const password = typeof body?.['password'] === 'string' ? body['password'] : '';
      if (!email || !password)
        return apiError(400, 'invalid_request', 'Email and password are required.', true);
      const tokens = db.login(email, password);
      if (!tokens) return apiError(401, 'invalid_credentials', 'Wrong email or password.', true);
      return ok(tokens);
    }),

    http.post('*/auth/refresh_token', async ({ request }) => {
      const body = await readJson(request);
      const refresh =
        request.headers.get('xrefreshtoken') ??
        (typeof body?.['refresh'] === 'string' ? body['refresh'] : '');
      const tokens = refresh ? db.refresh(refresh) : null;
      if (!tokens) return apiError(401, 'invalid_refresh_token', 'Please sign in again.');
      return ok(tokens);
    }),

    http.get(
      '*/student_portal/profile',
      // The portal asks for the profile at start and whenever the student comes back to the tab: the moment to
      // tell them a sponsor paid.
      authenticated((_info, student) => ok(student, db.sponsors.takeNotice(student.student_id))),
    ),

    http.get(
      '*/student_portal/global_notification',
      authenticated(({ request }) => {
        const translate = translatorFor(request);
        const notice = db.currentNotification();
        return translatedOk({ ...notice, message: translate.notification(notice.message) }, translate);
      }),
    ),

    http.get(
      '*/student_portal/invoices',
      authenticated(({ request }, student) => {
        const search = new URL(request.url).searchParams;
        // Without list parameters, every invoice (kept for older clients; the portal always asks for a page);
        // with them, one page and the student's totals (libs/api-contract invoice-list.ts).
        const translate = translatorFor(request);
        if (!asksForPage(search))
          return translatedOk(
            db.listInvoices(student.student_id).map((invoice) => translate.described(invoice)),
            translate,
          );
        const query = readInvoiceListQuery(search);
        if (!query)
          return apiError(
            400,
            'invalid_query',
            'page, per_page (at most 50), status, outstanding, search (at most 100 characters), sort and order must each be valid and given once.',
          );
        // The descriptions in the student's language; the search finds them in it and in English.
        const page = db.invoicePage(student.student_id, query, (description) =>
          translate.lookup(description),
        );
        return translatedOk(
          { ...page, items: page.items.map((invoice) => translate.described(invoice)) },
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/invoices/:invoiceId',
      authenticated(({ params, request }, student) => {
        const invoiceId = parseId(String(params['invoiceId']));
        if (invoiceId === null)
          return apiError(400, 'invalid_id', 'The invoice id must be a positive number.');
        const invoice = db.findInvoice(student.student_id, invoiceId);
        if (!invoice) return apiError(404, 'not_found', 'Invoice not found.');
        const translate = translatorFor(request);
        return translatedOk(translate.invoice(invoice), translate);
      }),
    ),

    http.get(
      '*/student_portal/statement',
      authenticated(({ request }, student) => {
        const query = readStatementQuery(new URL(request.url).searchParams);
        if (!query)
          return apiError(
            400,
            'invalid_query',
            'from and to must each be a date (YYYY-MM-DD) given once, from not after to.',
          );
        const translate = translatorFor(request);
        return translatedOk(translate.statement(db.statement(student.student_id, query)), translate);
      }),
    ),

    ...paymentHandlers(db, authenticated),
    ...profileHandlers(db, authenticated),
    ...supportHandlers(db, authenticated),
    ...documentsHandlers(db, authenticated),
    ...catalogHandlers(db, authenticated),
    ...airportCarHandlers(db, authenticated),
    ...orderHandlers(db, authenticated),
    ...visaConsultationHandlers(db, authenticated),
    ...storageHandlers(db, authenticated),
    ...packagesHandlers(db, authenticated),
    ...contentHandlers(db, authenticated),
    ...walletHandlers(db, authenticated),
    ...esimHandlers(db, authenticated),
    ...travelHandlers(authenticated),
    ...sponsorHandlers(db, authenticated),
  ];
}
