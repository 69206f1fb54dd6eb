export { BULK_INVOICE_STUDENT_ID, bulkInvoices } from './lib/bulk-invoices';
export { StudentInvoices } from './lib/invoice-list';
export { invoiceHandlers } from './lib/invoices';
export { type LedgerEntry, StudentLedger } from './lib/statement-ledger';
export { InstalmentPlansStore, PLAN_MIN_AMOUNT, planCategory } from './lib/instalment-plans-store';
export { instalmentPlanHandlers } from './lib/instalment-plans';
