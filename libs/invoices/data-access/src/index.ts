export {
  INVOICE_MAX_PAGE_SIZE,
  INVOICE_PAGE_SIZE,
  INVOICE_SEARCH_MAX,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoicePayment,
  type InvoiceSortKey,
  type InvoiceSortOrder,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceTotals,
  type Statement,
  type StatementLine,
  type StatementQuery,
} from '@portal/api-contract';
export {
  useGetDueInvoicesQuery,
  useGetInvoiceChoicesInfiniteQuery,
  useGetInvoicePageQuery,
  useGetInvoiceQuery,
  usePrefetch as useInvoicesPrefetch,
  type InvoiceChoicesQuery,
} from './invoices-api';
export { useGetStatementQuery } from './statement-api';
