import { invoiceStatusOn, type InvoiceDetail, type Student } from '@portal/api-contract';
import { avatarPath } from './illustrations';

export interface DemoAccount {
  email: string;
  password: string;
  student: Student;
}

const blankStudent = {
  image: null,
  nationality_id: null,
  student_address: null,
  student_alternative_phone: null,
  student_birthday: null,
  student_gender: null,
  student_passport_no: null,
  student_phone: null,
  student_school: null,
  student_school_start_date: null,
  student_school_end_date: null,
};

export const DEMO_PASSWORD = 'demo1234';

export function seedAccounts(): DemoAccount[] {
  return [
    {
      email: 'demo@student.test',
      password: DEMO_PASSWORD,
      student: {
        ...blankStudent,
        student_id: 1001,
        student_firstname: 'Ana',
        student_lastname: 'Silva',
        student_name: 'Ana Silva',
        username: 'ana.silva',
        email: 'demo@student.test',
        image: avatarPath('ana'),
        // Brazilian, like her passport, her agent and her flights.
        nationality_id: 55,
        student_address: '12 Market Street, London',
        student_phone: '+44 7700 900123',
        student_birthday: '2003-04-18',
        student_gender: 'female',
        student_passport_no: 'BR1234567',
        student_school: 'City Language School',
        student_school_start_date: '2026-09-07',
        student_school_end_date: '2027-06-25',
      },
    },
    {
      email: 'demo2@student.test',
      password: DEMO_PASSWORD,
      student: {
        ...blankStudent,
        student_id: 1002,
        student_firstname: 'Kenji',
        student_lastname: 'Tanaka',
        student_name: 'Kenji Tanaka',
        username: 'kenji.tanaka',
        email: 'demo2@student.test',
        nationality_id: 81,
        student_school: 'Riverside College',
        student_school_start_date: '2026-10-01',
        student_school_end_date: '2027-03-31',
      },
    },
  ];
}

type Line = [description: string, quantity: number, unitPrice: number];

interface InvoiceSeed {
  studentId: number;
  description: string;
  issue: string;
  due: string;
  lines: Line[];
  paid: number;
  /** How the paid part was paid; the office's bank transfer unless an online payment (payments-store) says otherwise. */
  paidWith?: string;
}

/** The day the seed's invoices describe: the demo's statuses are fixed, not moved by the clock. */
export const SEED_TODAY = '2026-11-25';

const invoiceSeeds: InvoiceSeed[] = [
  {
    studentId: 1001,
    description: 'Tuition, autumn term',
    issue: '2026-08-01',
    due: '2026-09-01',
    lines: [['Tuition, autumn term', 1, 3200]],
    paid: 3200,
  },
  {
    studentId: 1001,
    description: 'Accommodation deposit',
    issue: '2026-08-05',
    due: '2026-08-20',
    lines: [['Room deposit', 1, 500]],
    paid: 500,
  },
  {
    studentId: 1001,
    description: 'Accommodation, September',
    issue: '2026-09-01',
    due: '2026-09-15',
    lines: [
      ['Single room, 4 weeks', 4, 210],
      ['Cleaning service', 1, 40],
    ],
    paid: 880,
    paidWith: 'flywire',
  },
  {
    studentId: 1001,
    description: 'Accommodation, October',
    issue: '2026-10-01',
    due: '2026-10-15',
    lines: [
      ['Single room, 4 weeks', 4, 210],
      ['Cleaning service', 1, 40],
    ],
    paid: 400,
  },
  {
    studentId: 1001,
    description: 'Airport pickup',
    issue: '2026-09-02',
    due: '2026-09-20',
    lines: [['Heathrow pickup, 1 person', 1, 95]],
    paid: 0,
  },
  {
    studentId: 1001,
    description: 'Accommodation, November',
    issue: '2026-11-01',
    due: '2026-12-15',
    lines: [
      ['Single room, 4 weeks', 4, 210],
      ['Cleaning service', 1, 40],
    ],
    paid: 0,
  },
  {
    studentId: 1001,
    description: 'Exam registration',
    issue: '2026-11-03',
    due: '2026-12-01',
    lines: [
      ['Cambridge C1 exam fee', 1, 210],
      ['Exam preparation pack', 1, 45.5],
    ],
    paid: 0,
  },
  {
    studentId: 1001,
    description: 'Student travel card',
    issue: '2026-09-10',
    due: '2026-09-24',
    lines: [['Travel card, term', 1, 120]],
    paid: 120,
  },
  {
    studentId: 1001,
    description: 'Tuition, spring term',
    issue: '2026-11-15',
    due: '2027-01-05',
    lines: [['Tuition, spring term', 1, 3200]],
    paid: 0,
  },
  {
    studentId: 1001,
    description: 'Library fine',
    issue: '2026-10-20',
    due: '2026-11-03',
    lines: [['Late return, 3 books', 3, 4.5]],
    paid: 0,
  },
  {
    studentId: 1001,
    // Ana's Gym & wellbeing subscription (packages-seed.ts): named as the plan is everywhere.
    description: 'Gym & wellbeing, September to November',
    issue: '2026-09-01',
    due: '2026-09-30',
    lines: [['Gym & wellbeing, 3 months', 1, 75]],
    paid: 75,
  },
  {
    studentId: 1001,
    description: 'Welcome event ticket',
    issue: '2026-09-03',
    due: '2026-09-10',
    lines: [['Boat party ticket', 1, 35]],
    paid: 35,
  },
  {
    studentId: 1002,
    description: 'Tuition, first term',
    issue: '2026-09-01',
    due: '2026-10-01',
    lines: [['Tuition, first term', 1, 2800]],
    paid: 2800,
  },
  {
    studentId: 1002,
    description: 'Homestay, October',
    issue: '2026-10-01',
    due: '2026-10-10',
    lines: [['Homestay, half board, 4 weeks', 4, 250]],
    paid: 0,
  },
  {
    studentId: 1002,
    description: 'Homestay, November',
    issue: '2026-11-01',
    due: '2026-12-10',
    lines: [['Homestay, half board, 4 weeks', 4, 250]],
    paid: 300,
  },
  {
    studentId: 1002,
    description: 'Course books',
    issue: '2026-10-02',
    due: '2026-10-16',
    lines: [['Course book set', 1, 64.99]],
    paid: 64.99,
  },
  {
    studentId: 1002,
    description: 'Visa letter courier',
    issue: '2026-11-10',
    due: '2026-12-05',
    lines: [['Courier to embassy', 1, 30]],
    paid: 0,
  },
];

const round = (value: number) => Math.round(value * 100) / 100;

export function seedInvoices(): Array<InvoiceDetail & { student_id: number }> {
  return invoiceSeeds.map((seed, index) => {
    const id = index + 1;
    const lines = seed.lines.map(([description, quantity, unitPrice], lineIndex) => ({
      id: id * 100 + lineIndex + 1,
      description,
      quantity,
      unit_price: unitPrice,
      amount: round(quantity * unitPrice),
    }));
    const total = round(lines.reduce((sum, line) => sum + line.amount, 0));
    const amountDue = round(total - seed.paid);
    const status = invoiceStatusOn({ amount: total, amount_due: amountDue, due_date: seed.due }, SEED_TODAY);
    const base = seed.studentId === 1001 ? 100 : 200;
    return {
      student_id: seed.studentId,
      id,
      number: `INV-${String(base + index + 1).padStart(6, '0')}`,
      description: seed.description,
      issue_date: seed.issue,
      due_date: seed.due,
      amount: total,
      amount_due: Math.max(0, amountDue),
      currency: 'GBP',
      status,
      lines,
      subtotal: total,
      tax: 0,
      total,
      amount_paid: seed.paid,
      payments:
        seed.paid > 0
          ? [
              {
                id: id * 10 + 1,
                date: seed.issue,
                gateway: seed.paidWith ?? 'bank_transfer',
                amount: seed.paid,
                status: 'completed',
              },
            ]
          : [],
    };
  });
}
