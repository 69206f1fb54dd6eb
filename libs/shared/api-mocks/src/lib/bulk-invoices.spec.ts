import { describe, expect, it } from 'vitest';
import { invoiceDetailSchema } from '@portal/api-contract';
import { DemoDatabase } from './database';
import { BULK_INVOICE_STUDENT_ID, bulkInvoices } from '@portal/invoices/mocks';
import { SEED_TODAY } from '@portal/mocks-core';

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

  it('gives each invoice the status its dates say: overdue once past due with money owed, part paid or not', () => {
    const invoices = new DemoDatabase({ invoiceCount: 500 }).listInvoices(BULK_INVOICE_STUDENT_ID);
    const late = invoices.filter((invoice) => invoice.due_date < SEED_TODAY && invoice.amount_due > 0);
    expect(late.length).toBeGreaterThan(100);
    for (const invoice of late) expect([invoice.number, invoice.status]).toEqual([invoice.number, 'overdue']);
    for (const invoice of invoices.filter((candidate) => candidate.due_date >= SEED_TODAY))
      expect(invoice.status).not.toBe('overdue');
  });
});
