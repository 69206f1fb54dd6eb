import { http } from 'msw';
import { parseId } from '@portal/util';
import {
  type MockDatabase,
  apiError,
  translatedOk,
  translatorFor,
  type Authenticated,
} from '@portal/mocks-core';
import { asksForPage, readInvoiceListQuery } from './invoice-list';
import { readStatementQuery } from './statement-ledger';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase;

/** The student's invoices: the list (a page, searched and sorted), one invoice, and the statement. */
export function invoiceHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/invoices',
      authenticated(({ request }, student) => {
        const search = new URL(request.url).searchParams;
        // Without list parameters, every invoice (kept for older clients; the portal always asks for a page);
        // with them, one page and the student's totals (libs/shared/api-contract invoice-list.ts).
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
  ];
}
