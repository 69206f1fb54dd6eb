import type {
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
  Order,
  Statement,
  StatementQuery,
  Student,
} from '@portal/api-contract';
import type { PaymentPayload } from '@portal/util';

/**
 * What a domain's handlers read of the demo's one database besides their own store: its clock, the students and
 * the invoices every domain bills on. The database itself (api-mocks' DemoDatabase) holds every domain's store, so
 * a domain names it by this shape and the stores it reads, never by the class.
 */
export interface MockDatabase {
  readonly options: { readonly now: () => number };
  findStudent(studentId: number): Student | undefined;
  updateStudent(studentId: number, changes: Partial<Student>): Student | undefined;
  listInvoices(studentId: number): InvoiceSummary[];
  invoicePage(
    studentId: number,
    query: InvoiceListQuery,
    translated?: (description: string) => string | undefined,
  ): InvoicePage;
  statement(studentId: number, query: StatementQuery): Statement;
  invoiceSummary(studentId: number, invoiceId: number): InvoiceSummary | undefined;
  findInvoice(studentId: number, invoiceId: number): InvoiceDetail | undefined;
  applyPayment(
    studentId: number,
    invoiceId: number,
    payment: InvoiceDetail['payments'][number],
  ): InvoiceDetail | undefined;
  createInvoice(
    studentId: number,
    description: string,
    lines: Array<{ description: string; quantity: number; unit_price: number }>,
    payload?: PaymentPayload,
  ): InvoiceDetail;
  cancelOrder(
    studentId: number,
    orderId: number,
  ): { ok: true; order: Order } | { ok: false; error: 'not_found' | 'not_pending' | 'payment_pending' };
  replacePackagesCheckout(studentId: number, keep: number | undefined): boolean;
  invoiceForOrder(studentId: number, orderId: number): InvoiceDetail | undefined;
}
