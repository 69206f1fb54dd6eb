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
  let nextId = Math.max(0, ...existing.map((invoice) => invoice.id)) + 1;
  const invoices: SeedInvoice[] = [];
  const paid = (seed: PaidSeed) => {
    const id = nextId++;
    const paymentId = id * 10 + 1;
    invoices.push({
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
        {
          id: id * 100 + 1,
          description: seed.line,
          quantity: 1,
          unit_price: seed.amount,
          amount: seed.amount,
        },
      ],
      subtotal: seed.amount,
      tax: 0,
      total: seed.amount,
      amount_paid: seed.amount,
      payments: [
        { id: paymentId, date: seed.date, gateway: seed.gateway, amount: seed.amount, status: 'completed' },
      ],
    });
    return { id, number: seed.number, paymentId };
  };
  const payment = (
    invoice: { id: number; number: string; paymentId: number },
    date: string,
    amount: number,
    gateway: string,
    period: [string, string],
  ): SubscriptionPayment => ({
    id: invoice.paymentId,
    date,
    amount,
    currency: 'GBP',
    gateway,
    status: 'completed',
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    period_start: period[0],
    period_end: period[1],
  });

  const anaGym = existing.find((invoice) => invoice.student_id === 1001 && invoice.number === 'INV-000111');
  const kenji = 1002;
  const october = paid({
    studentId: kenji,
    number: 'INV-000250',
    date: '2026-10-01',
    description: 'Student membership, October',
    line: 'Student membership, 1 month',
    amount: 5,
    gateway: 'card',
  });
  const november = paid({
    studentId: kenji,
    number: 'INV-000251',
    date: '2026-11-01',
    description: 'Student membership, November',
    line: 'Student membership, 1 month',
    amount: 5,
    gateway: 'card',
  });
  const gym = paid({
    studentId: kenji,
    number: 'INV-000252',
    date: '2026-10-01',
    description: 'Gym & wellbeing, October',
    line: 'Gym & wellbeing, 1 month',
    amount: 27,
    gateway: 'card',
  });
  const pack = paid({
    studentId: kenji,
    number: 'INV-000253',
    date: '2026-09-20',
    description: 'Onboarding pack: Essentials',
    line: 'Onboarding pack: Essentials',
    amount: 120,
    gateway: 'card',
  });

  const subscriptions: StoredSubscription[] = [
    {
      student_id: 1001,
      id: 1,
      slug: 'gym-quarterly-1',
      plan_id: 3,
      status: 'active',
      auto_renew: true,
      started_at: '2026-09-01',
      current_period_start: '2026-09-01',
      current_period_end: '2026-11-30',
      scheduled_plan_id: null,
      invoice_id: null,
      payments: anaGym
        ? [
            payment(
              {
                id: anaGym.id,
                number: anaGym.number,
                paymentId: anaGym.payments[0]?.id ?? anaGym.id * 10 + 1,
              },
              '2026-09-01',
              75,
              anaGym.payments[0]?.gateway ?? 'bank_transfer',
              ['2026-09-01', '2026-11-30'],
            ),
          ]
        : [],
    },
    {
      student_id: kenji,
      id: 2,
      slug: 'student-monthly-2',
      plan_id: 2,
      status: 'cancelled',
      auto_renew: false,
      started_at: '2026-10-01',
      current_period_start: '2026-11-01',
      current_period_end: '2026-11-30',
      scheduled_plan_id: null,
      invoice_id: null,
      payments: [
        payment(november, '2026-11-01', 5, 'card', ['2026-11-01', '2026-11-30']),
        payment(october, '2026-10-01', 5, 'card', ['2026-10-01', '2026-10-31']),
      ],
    },
    {
      student_id: kenji,
      id: 3,
      slug: 'gym-monthly-3',
      plan_id: 4,
      status: 'expired',
      auto_renew: false,
      started_at: '2026-10-01',
      current_period_start: '2026-10-01',
      current_period_end: '2026-10-31',
      scheduled_plan_id: null,
      invoice_id: null,
      payments: [payment(gym, '2026-10-01', 27, 'card', ['2026-10-01', '2026-10-31'])],
    },
  ];
  const purchases: StoredPackPurchase[] = [
    { student_id: kenji, pack_id: 1, status: 'paid', date: '2026-09-20', invoice_id: pack.id },
  ];
  return { invoices, subscriptions, purchases };
}
