import type { Installment, PaymentGateway, PaymentRecord, TransferCountry } from '@portal/api-contract';
import type { PaymentPayloadItem } from '@portal/util';

export type StoredPayment = PaymentRecord & { student_id: number; order_id: string | null };

const round = (value: number) => Math.round(value * 100) / 100;

/** Fees the demo charges per gateway: a share of the amount plus a fixed part. */
const FEES: Record<PaymentGateway, { rate: number; fixed: number }> = {
  paypal: { rate: 0.034, fixed: 0.2 },
  flywire: { rate: 0.015, fixed: 0 },
  transfermate: { rate: 0, fixed: 0 },
};

export function gatewayFee(gateway: PaymentGateway, amount: number): number {
  const { rate, fixed } = FEES[gateway];
  return round(amount * rate + fixed);
}

/** What the demo sells outside invoices, by the payload item's kind and id (plans and packs: PackagesStore). Prices in GBP. */
const CATALOG: Record<string, { description: string; price: number }> = {
  'product:1': { description: 'Bedding set', price: 45 },
  'product:2': { description: 'Kitchen starter kit', price: 35 },
  'product:3': { description: 'UK SIM card, 30 days', price: 15 },
  'additional_service:1': { description: 'Room cleaning, weekly', price: 25 },
  'additional_service:2': { description: 'Laundry service', price: 18 },
  'service:1': { description: 'Visa consultation', price: 80 },
};

export function priceItem(
  item: PaymentPayloadItem,
): { description: string; quantity: number; unit_price: number } | null {
  const entry = CATALOG[`${item.kind}:${item.id}`];
  return entry ? { description: entry.description, quantity: item.quantity, unit_price: entry.price } : null;
}

/** Demo exchange rates from GBP. */
const RATES: Record<string, number> = { BRL: 6.32, CNY: 9.14, INR: 106.4, USD: 1.27, EUR: 1.17, JPY: 191.5 };

export function transferCountries(): TransferCountry[] {
  const bank = { code: 'bank_transfer', name: 'Local bank transfer' };
  return [
    {
      code: 'BR',
      name: 'Brazil',
      currency: 'BRL',
      payment_methods: [bank, { code: 'pix', name: 'Pix' }],
      payer_document_label: 'CPF',
      requires_chinese_name: false,
      states: [],
    },
    {
      code: 'CN',
      name: 'China',
      currency: 'CNY',
      payment_methods: [bank],
      payer_document_label: null,
      requires_chinese_name: true,
      states: [],
    },
    {
      code: 'DE',
      name: 'Germany',
      currency: 'EUR',
      payment_methods: [bank],
      payer_document_label: null,
      requires_chinese_name: false,
      states: [],
    },
    {
      code: 'IN',
      name: 'India',
      currency: 'INR',
      payment_methods: [bank, { code: 'upi', name: 'UPI' }],
      payer_document_label: 'PAN',
      requires_chinese_name: false,
      states: [],
    },
    {
      code: 'JP',
      name: 'Japan',
      currency: 'JPY',
      payment_methods: [bank],
      payer_document_label: null,
      requires_chinese_name: false,
      states: [],
    },
    {
      code: 'US',
      name: 'United States',
      currency: 'USD',
      payment_methods: [bank, { code: 'ach', name: 'ACH debit' }],
      payer_document_label: null,
      requires_chinese_name: false,
      states: [
        { code: 'CA', name: 'California' },
        { code: 'NY', name: 'New York' },
        { code: 'TX', name: 'Texas' },
        { code: 'WA', name: 'Washington' },
      ],
    },
  ];
}

export function convert(currency: string, amount: number): { rate: number; converted: number } | null {
  const rate = RATES[currency];
  return rate ? { rate, converted: round(amount * rate) } : null;
}

/** The demo's online payments (gateway checkouts) and instalment plans; deterministic ids. */
export class PaymentsStore {
  private payments: StoredPayment[] = [];
  private nextId = 5001;

  reset(): void {
    this.payments = [];
    this.nextId = 5001;
  }

  list(studentId: number): PaymentRecord[] {
    return this.payments.filter((payment) => payment.student_id === studentId).map(toRecord);
  }

  find(studentId: number, paymentId: number): StoredPayment | undefined {
    return this.payments.find((payment) => payment.id === paymentId && payment.student_id === studentId);
  }

  isOnline(paymentId: number): boolean {
    return this.payments.some((payment) => payment.id === paymentId);
  }

  /** The invoice's payment that the gateway took and that awaits confirmation: it blocks another payment. */
  pendingFor(studentId: number, invoiceId: number): StoredPayment | undefined {
    return this.payments.find(
      (payment) =>
        payment.student_id === studentId && payment.invoice_id === invoiceId && payment.status === 'pending',
    );
  }

  create(payment: Omit<StoredPayment, 'id' | 'reference' | 'order_id'>): StoredPayment {
    // A checkout the student left at the gateway without finishing is superseded by a new one.
    for (const other of this.payments) {
      if (
        other.student_id === payment.student_id &&
        other.invoice_id === payment.invoice_id &&
        other.status === 'created'
      ) {
        other.status = 'cancelled';
      }
    }
    const id = this.nextId++;
    const stored: StoredPayment = { ...payment, id, reference: `PAY-${id}`, order_id: null };
    this.payments.push(stored);
    return stored;
  }
}

export function toRecord(payment: StoredPayment): PaymentRecord {
  const { student_id: _owner, order_id: _order, ...record } = payment;
  return record;
}

/** Instalment plans of the seed: the spring tuition (invoice 9) in two halves. */
export function seedInstallmentPlans(): Array<Omit<Installment, 'status'> & { student_id: number }> {
  return [
    {
      student_id: 1001,
      id: 1,
      invoice_id: 9,
      invoice_number: 'INV-000109',
      due_date: '2027-01-05',
      amount: 1600,
      currency: 'GBP',
    },
    {
      student_id: 1001,
      id: 2,
      invoice_id: 9,
      invoice_number: 'INV-000109',
      due_date: '2027-02-05',
      amount: 1600,
      currency: 'GBP',
    },
  ];
}
