import { i18n, loadLanguage } from '@portal/ui-light';
import { setDateLanguage } from '@portal/util';
import { afterAll, describe, expect, it } from 'vitest';
import { sponsorReceiptModel } from './sponsor-receipt-model';
import './i18n/register';

const RECEIPT = {
  payment_id: 5001,
  reference: 'PAY-5001',
  date: '2026-11-20T10:01:00Z',
  sponsor_name: 'كريم حداد',
  student_first_name: 'Ana',
  invoice_number: 'INV-000109',
  description: 'Tuition, spring term',
  gateway: 'paypal',
  amount: 50,
  fee: 1.9,
  currency: 'GBP',
};

/** The receipt's fields as label → value. */
function fieldsIn(language: 'en' | 'ar') {
  const { number, model } = sponsorReceiptModel(
    RECEIPT,
    language,
    i18n.getFixedT(language, 'payments'),
    i18n.getFixedT(language, 'common'),
  );
  const block = model.blocks.find((entry) => entry.kind === 'fields');
  return { number, fields: new Map(block?.kind === 'fields' ? block.rows : []) };
}

afterAll(async () => {
  setDateLanguage('en');
  await i18n.changeLanguage('en');
});

describe('the sponsor’s receipt', () => {
  it('is numbered as the student’s receipt of the same payment, the payment’s reference beside it', () => {
    const { number, fields } = fieldsIn('en');
    expect(number).toBe('RCT-W-005001');
    expect(fields.get('Receipt number')).toBe('RCT-W-005001');
    expect(fields.get('Payment reference')).toBe('PAY-5001');
  });

  it('names the time zone in the sponsor’s language, never an offset', async () => {
    await loadLanguage('ar');
    // As the shell sets it when the page turns Arabic.
    setDateLanguage('ar');
    const { fields } = fieldsIn('ar');
    const paidOn = fields.get(i18n.getFixedT('ar', 'payments')('receipt.paidOn')) ?? '';
    expect(paidOn).toContain('توقيت غرينتش');
    expect(paidOn).not.toMatch(/[+-]\d/);
  });
});
