import { describe, expect, it } from 'vitest';
import { invoiceDetailSchema } from '@portal/api-contract';
import { DemoDatabase } from './database';
import { BULK_INVOICE_STUDENT_ID, bulkInvoices } from './bulk-invoices';

describe('bulk invoices (DEMO_INVOICE_COUNT)', () => {
  it('gives the first student that many invoices in all, each valid under the contract, ids unique', () => {
    const db = new DemoDatabase({ invoiceCount: 5000 });
    const invoices = db.listInvoices(BULK_INVOICE_STUDENT_ID);
    expect(invoices).toHaveLength(5000);
    expect(new Set(invoices.map((invoice) => invoice.id)).size).toBe(5000);
    const extra = bulkInvoices([], 3, 1);
    for (const invoice of extra) expect(invoiceDetailSchema.safeParse(invoice).success).toBe(true);
  });

  it('adds nothing by default, nor when the seed already has as many', () => {
    const seeded = new DemoDatabase().listInvoices(BULK_INVOICE_STUDENT_ID).length;
    expect(new DemoDatabase({ invoiceCount: 1 }).listInvoices(BULK_INVOICE_STUDENT_ID)).toHaveLength(seeded);
  });
});
