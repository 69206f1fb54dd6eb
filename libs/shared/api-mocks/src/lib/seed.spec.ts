import { regionOfNationality } from '@portal/util';
import { describe, expect, it } from 'vitest';
import { DemoDatabase } from './database';
import { transferCountries } from '@portal/payments/mocks';
import { SEED_TODAY, seedAccounts, seedInvoices } from '@portal/mocks-core';

describe('seed', () => {
  it('gives Ana the nationality of her passport, one the bank-transfer provider lists', () => {
    const ana = seedAccounts().find((account) => account.email === 'demo@student.test')?.student;
    const region = regionOfNationality(ana?.nationality_id);
    expect(region).toBe('BR');
    expect(ana?.student_passport_no?.slice(0, 2)).toBe(region);
    expect(transferCountries().map((country) => country.code)).toContain(region);
  });

  it('calls every invoice past its due date with money owed overdue, partly paid or not', () => {
    const late = seedInvoices().filter((invoice) => invoice.due_date < SEED_TODAY && invoice.amount_due > 0);
    expect(late.map((invoice) => invoice.number)).toContain('INV-000104');
    for (const invoice of late) expect([invoice.number, invoice.status]).toEqual([invoice.number, 'overdue']);
  });

  it('calls an invoice not yet due that is partly paid partially paid', () => {
    const kenjis = seedInvoices().find((invoice) => invoice.number === 'INV-000215');
    expect(kenjis).toMatchObject({ due_date: '2026-12-10', amount_due: 700, status: 'partially_paid' });
  });

  it('names a plan on the invoices that paid for it as the plan itself is named', () => {
    const db = new DemoDatabase();
    for (const studentId of [1001, 1002])
      for (const subscription of db.packages.listSubscriptions(studentId))
        for (const payment of subscription.payments) {
          const invoice =
            payment.invoice_id === null ? undefined : db.findInvoice(studentId, payment.invoice_id);
          expect(invoice).toBeDefined();
          expect(invoice?.description.startsWith(subscription.plan.name)).toBe(true);
          for (const line of invoice?.lines ?? []) expect(line.description).toContain(subscription.plan.name);
        }
  });
});
