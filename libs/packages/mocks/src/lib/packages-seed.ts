import type {
  InvoiceDetail,
  MembershipPlan,
  OnboardingPack,
  SubscriptionPayment,
} from '@portal/api-contract';

/** Plans and packs of the demo. Plan 1 and packs 1-2 keep the ids and prices payment links have always used. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    id: 1,
    slug: 'student-yearly',
    family: 'student',
    name: 'Student membership',
    description: 'Discounts and events across the city for the whole school year, paid once.',
    billing_period: 'yearly',
    price: 49,
    currency: 'GBP',
    benefits: [
      'Discounts at more than 200 partner shops, cafés and cinemas',
      'Free entry to the welcome party and the monthly socials',
      'Student ID card and printed city guide',
      'Priority answers from the student office',
    ],
  },
  {
    id: 2,
    slug: 'student-monthly',
    family: 'student',
    name: 'Student membership',
    description: 'The same benefits month by month, for shorter stays.',
    billing_period: 'monthly',
    price: 5,
    currency: 'GBP',
    benefits: [
      'Discounts at more than 200 partner shops, cafés and cinemas',
      'Free entry to the welcome party and the monthly socials',
      'Student ID card and printed city guide',
    ],
  },
  {
    id: 3,
    slug: 'gym-quarterly',
    family: 'gym',
    name: 'Gym & wellbeing',
    description: 'Three partner gyms, the pool and weekly yoga, billed every three months.',
    billing_period: 'quarterly',
    price: 75,
    currency: 'GBP',
    benefits: [
      'Unlimited access to three partner gyms',
      'Swimming pool, every day until 10 pm',
      'Weekly yoga and pilates classes',
      'One free session with a personal trainer each term',
    ],
  },
  {
    id: 4,
    slug: 'gym-monthly',
    family: 'gym',
    name: 'Gym & wellbeing',
    description: 'Gyms, pool and classes month by month.',
    billing_period: 'monthly',
    price: 27,
    currency: 'GBP',
    benefits: [
      'Unlimited access to three partner gyms',
      'Swimming pool, every day until 10 pm',
      'Weekly yoga and pilates classes',
    ],
  },
];

export const ONBOARDING_PACKS: readonly Omit<OnboardingPack, 'purchase'>[] = [
  {
    id: 1,
    slug: 'essentials',
    name: 'Essentials',
    summary: 'What you need on your first day: connected, travelling and a bed made.',
    contents: [
      'UK SIM card with 30 days of data',
      'Travel card with £20 of credit',
      'Bedding set: duvet, pillow and linen',
      'Welcome guide and city map',
    ],
    price: 120,
    currency: 'GBP',
    image: null,
    available: true,
  },
  {
    id: 2,
    slug: 'premium',
    name: 'Premium',
    summary: 'Everything in Essentials, plus a driver at the airport and a stocked kitchen.',
    contents: [
      'Everything in the Essentials pack',
      'Airport pickup from Heathrow or Gatwick',
      'Kitchen starter kit: pans, plates, cutlery',
      'First week of groceries delivered',
    ],
    price: 240,
    currency: 'GBP',
    image: null,
    available: true,
  },
  {
    id: 3,
    slug: 'study-kit',
    name: 'Study kit',
    summary: 'Ready for the first class.',
    contents: [
      'Laptop backpack',
      'Stationery set and notebooks',
      '£10 of printing credit',
      'Library tour and study skills session',
    ],
    price: 45,
    currency: 'GBP',
    image: null,
    available: true,
  },
];

export interface StoredSubscription {
  student_id: number;
  id: number;
  slug: string;
  plan_id: number;
  status: 'active' | 'cancelled' | 'expired' | 'waiting_for_payment';
  auto_renew: boolean;
  started_at: string;
  current_period_start: string | null;
  current_period_end: string | null;
  scheduled_plan_id: number | null;
  /** The unpaid invoice while waiting for payment. */
  invoice_id: number | null;
  payments: SubscriptionPayment[];
}

export interface StoredPackPurchase {
  student_id: number;
  pack_id: number;
  status: 'paid' | 'waiting_for_payment';
  date: string;
  invoice_id: number;
}

type SeedInvoice = InvoiceDetail & { student_id: number };

interface PaidSeed {
  studentId: number;
  number: string;
  date: string;
  description: string;
  line: string;
  amount: number;
  gateway: string;
}

/** A paid invoice of one line, paid in full on its date by one completed payment. */
function paidInvoice(id: number, seed: PaidSeed): SeedInvoice {
  return {
    student_id: seed.studentId,
    id,
    number: seed.number,
    description: seed.description,
    issue_date: seed.date,
    due_date: seed.date,
    amount: seed.amount,
    amount_due: 0,
    currency: 'GBP',
    status: 'paid',
    lines: [
      { id: id * 100 + 1, description: seed.line, quantity: 1, unit_price: seed.amount, amount: seed.amount },
    ],
    subtotal: seed.amount,
    tax: 0,
    total: seed.amount,
    amount_paid: seed.amount,
    payments: [
      { id: id * 10 + 1, date: seed.date, gateway: seed.gateway, amount: seed.amount, status: 'completed' },
    ],
  };
}

/** A subscription's payment for a period, booked on the invoice that paid it. */
function subscriptionPayment(
  invoice: Pick<SeedInvoice, 'id' | 'number' | 'payments'>,
  period: [string, string],
): SubscriptionPayment {
  const paidBy = invoice.payments[0];
  return {
    id: paidBy?.id ?? invoice.id * 10 + 1,
    date: period[0],
    amount: paidBy?.amount ?? 0,
    currency: 'GBP',
    gateway: paidBy?.gateway ?? 'bank_transfer',
    status: 'completed',
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    period_start: period[0],
    period_end: period[1],
  };
}

const KENJI = 1002;
/** Kenji's purchases: two months of student membership, a month of the gym, the Essentials pack. */
const KENJI_PAID: PaidSeed[] = [
  ['INV-000250', '2026-10-01', 'Student membership, October', 'Student membership, 1 month', 5],
  ['INV-000251', '2026-11-01', 'Student membership, November', 'Student membership, 1 month', 5],
  ['INV-000252', '2026-10-01', 'Gym & wellbeing, October', 'Gym & wellbeing, 1 month', 27],
  ['INV-000253', '2026-09-20', 'Onboarding pack: Essentials', 'Onboarding pack: Essentials', 120],
].map(([number, date, description, line, amount]) => ({
  studentId: KENJI,
  number: number as string,
  date: date as string,
  description: description as string,
  line: line as string,
  amount: amount as number,
  gateway: 'card',
}));

const subscription = (
  fields: Pick<StoredSubscription, 'student_id' | 'id' | 'slug' | 'plan_id' | 'status' | 'auto_renew'> &
    Pick<StoredSubscription, 'started_at' | 'current_period_start' | 'current_period_end' | 'payments'>,
): StoredSubscription => ({ scheduled_plan_id: null, invoice_id: null, ...fields });

/**
 * What the two students hold: Ana pays a quarterly gym plan (its first quarter is her seeded invoice
 * INV-000111); Kenji let his monthly student membership run out at the end of November, his monthly gym plan
 * ended in October, and he bought the Essentials pack. Kenji's purchases add paid invoices of his own.
 */
export function seedPackages(existing: readonly SeedInvoice[]): {
  invoices: SeedInvoice[];
  subscriptions: StoredSubscription[];
  purchases: StoredPackPurchase[];
} {
  const firstId = Math.max(0, ...existing.map((invoice) => invoice.id)) + 1;
  const invoices = KENJI_PAID.map((seed, index) => paidInvoice(firstId + index, seed));
  const [october, november, gym, pack] = invoices as [SeedInvoice, SeedInvoice, SeedInvoice, SeedInvoice];
  const anaGym = existing.find((invoice) => invoice.student_id === 1001 && invoice.number === 'INV-000111');

  const subscriptions: StoredSubscription[] = [
    subscription({
      student_id: 1001,
      id: 1,
      slug: 'gym-quarterly-1',
      plan_id: 3,
      status: 'active',
      auto_renew: true,
      started_at: '2026-09-01',
      current_period_start: '2026-09-01',
      current_period_end: '2026-11-30',
      payments: anaGym ? [{ ...subscriptionPayment(anaGym, ['2026-09-01', '2026-11-30']), amount: 75 }] : [],
    }),
    subscription({
      student_id: KENJI,
      id: 2,
      slug: 'student-monthly-2',
      plan_id: 2,
      status: 'cancelled',
      auto_renew: false,
      started_at: '2026-10-01',
      current_period_start: '2026-11-01',
      current_period_end: '2026-11-30',
      payments: [
        subscriptionPayment(november, ['2026-11-01', '2026-11-30']),
        subscriptionPayment(october, ['2026-10-01', '2026-10-31']),
      ],
    }),
    subscription({
      student_id: KENJI,
      id: 3,
      slug: 'gym-monthly-3',
      plan_id: 4,
      status: 'expired',
      auto_renew: false,
      started_at: '2026-10-01',
      current_period_start: '2026-10-01',
      current_period_end: '2026-10-31',
      payments: [subscriptionPayment(gym, ['2026-10-01', '2026-10-31'])],
    }),
  ];
  const purchases: StoredPackPurchase[] = [
    { student_id: KENJI, pack_id: 1, status: 'paid', date: '2026-09-20', invoice_id: pack.id },
  ];
  return { invoices, subscriptions, purchases };
}
