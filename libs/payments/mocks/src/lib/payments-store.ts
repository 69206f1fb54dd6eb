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
    this.payments = seedPaymentAttempts();
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
        other.updated_at = payment.date;
      }
    }
    const id = this.nextId++;
    const stored: StoredPayment = {
      gateway_reference: null,
      updated_at: null,
      transfer: null,
      ...payment,
      id,
      reference: `PAY-${id}`,
      order_id: null,
    };
    this.payments.push(stored);
    return stored;
  }
}

/** A bank transfer expected this many days after it was started. */
const TRANSFER_ARRIVAL_DAYS = 3;

export function expectedArrival(startedAt: string): string {
  return new Date(Date.parse(startedAt) + TRANSFER_ARRIVAL_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * PayPal's capture of an approved order: the payment is then on its way (pending). A capture sent again (its answer
 * was lost, a second tab, a reload) is answered as the first one was; false for a payment already handled otherwise.
 */
export function capturePaypal(payment: StoredPayment): boolean {
  if (payment.status === 'created') payment.status = 'pending';
  return payment.status === 'pending' || payment.status === 'completed';
}

/** Moves a payment to a final status (or pending), noting when. */
export function settlePayment(payment: StoredPayment, status: PaymentRecord['status'], at: string): void {
  payment.status = status;
  if (status !== 'pending' && status !== 'created') payment.updated_at = at;
}

export function toRecord(payment: StoredPayment): PaymentRecord {
  const { student_id: _owner, order_id: _order, ...record } = payment;
  // The transfer instructions matter only while the money is awaited.
  return { ...record, transfer: payment.status === 'pending' ? (payment.transfer ?? null) : null };
}

export const DEMO_TRANSFER_INSTRUCTIONS = {
  bank_name: 'Demo Bank plc',
  account_name: 'Student Services Ltd client account',
  account_number: '12345678',
  iban: 'GB33DEMO12345612345678',
  swift: 'DEMOGB2L',
};

/**
 * Ana's earlier attempts, one of each kind, for the payment timeline; ids below the checkout's own
 * (5001 on) so payments made in a session keep theirs. Invoice 3 was paid online with Flywire (its seed payment
 * 31 is this one); invoice 6 has a Flywire checkout closed, a PayPal payment declined and a bank transfer on
 * its way; invoice 10 has a PayPal checkout left open at the gateway.
 */
function seedPaymentAttempts(): StoredPayment[] {
  const attempt = (
    fields: Omit<StoredPayment, 'student_id' | 'order_id' | 'fee' | 'currency' | 'reference'> & {
      fee?: number;
    },
  ): StoredPayment => ({
    student_id: 1001,
    order_id: null,
    currency: 'GBP',
    reference: `PAY-${fields.id}`,
    ...fields,
    fee: fields.fee ?? gatewayFee(fields.gateway as PaymentGateway, fields.amount),
  });
  return [
    attempt({
      id: 31,
      invoice_id: 3,
      invoice_number: 'INV-000103',
      date: '2026-09-01T10:12:00.000Z',
      gateway: 'flywire',
      amount: 880,
      status: 'completed',
      gateway_reference: 'DEM-2026-0901-4471',
      updated_at: '2026-09-01T10:14:00.000Z',
      transfer: null,
    }),
    attempt({
      id: 4001,
      invoice_id: 6,
      invoice_number: 'INV-000106',
      date: '2026-11-02T08:40:00.000Z',
      gateway: 'flywire',
      amount: 880,
      status: 'cancelled',
      gateway_reference: 'DEM-2026-1102-0932',
      updated_at: '2026-11-02T08:46:00.000Z',
      transfer: null,
    }),
    attempt({
      id: 4002,
      invoice_id: 6,
      invoice_number: 'INV-000106',
      date: '2026-11-02T08:50:00.000Z',
      gateway: 'paypal',
      amount: 880,
      status: 'failed',
      gateway_reference: 'DEMO-ORDER-4002',
      updated_at: '2026-11-02T08:52:00.000Z',
      transfer: null,
    }),
    attempt({
      id: 4003,
      invoice_id: 6,
      invoice_number: 'INV-000106',
      date: '2026-11-20T09:30:00.000Z',
      gateway: 'transfermate',
      amount: 880,
      status: 'pending',
      gateway_reference: 'PAY-4003-BR',
      updated_at: null,
      transfer: {
        instructions: {
          ...DEMO_TRANSFER_INSTRUCTIONS,
          reference: 'PAY-4003-BR',
          amount: 880,
          currency: 'GBP',
        },
        expected_arrival: expectedArrival('2026-11-20T09:30:00.000Z'),
      },
    }),
    attempt({
      id: 4004,
      invoice_id: 10,
      invoice_number: 'INV-000110',
      date: '2026-11-04T17:05:00.000Z',
      gateway: 'paypal',
      amount: 13.5,
      status: 'created',
      gateway_reference: 'DEMO-ORDER-4004',
      updated_at: null,
      transfer: null,
    }),
  ];
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
