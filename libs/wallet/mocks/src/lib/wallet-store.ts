import {
  WALLET_SOURCES,
  type Wallet,
  type WalletPayment,
  type WalletSource,
  type WalletTransaction,
} from '@portal/api-contract';

const round = (value: number) => Math.round(value * 100) / 100;

interface Credit {
  date: string;
  source: WalletSource;
  description: string;
  amount: number;
}

interface StoredWallet {
  referral_code: string;
  /** Oldest first. */
  transactions: WalletTransaction[];
}

/** The two demo students' ambassador history: referrals, rewards and an event they helped at. */
function seedCredits(): Record<number, { referral_code: string; credits: Credit[] }> {
  return {
    1001: {
      referral_code: 'ANA-SILVA-25',
      credits: [
        { date: '2026-09-12', source: 'referral', description: 'Referral: Marta Costa booked', amount: 25 },
        { date: '2026-09-28', source: 'reward', description: 'Reward: arrival survey completed', amount: 10 },
        { date: '2026-10-05', source: 'referral', description: 'Referral: Jonas Weber booked', amount: 25 },
        { date: '2026-10-24', source: 'event', description: 'Ambassador at the welcome fair', amount: 40 },
        { date: '2026-11-08', source: 'referral', description: 'Referral: Priya Nair booked', amount: 25 },
      ],
    },
    1002: {
      referral_code: 'KENJI-T-10',
      credits: [
        { date: '2026-10-15', source: 'referral', description: 'Referral: Yuki Sato booked', amount: 25 },
        { date: '2026-11-02', source: 'reward', description: 'Reward: homestay review written', amount: 15 },
      ],
    },
  };
}

/** The demo's ambassador wallets: a balance per student, its history, and the payments made from it. */
export class WalletStore {
  private wallets = new Map<number, StoredWallet>();
  /** The first answer to each payment request, so a repeated request pays once. */
  private answered = new Map<string, WalletPayment>();
  private nextTransactionId = 1;
  private nextPaymentId = 8001;

  constructor(private readonly now: () => number) {
    this.reset();
  }

  reset(): void {
    this.wallets.clear();
    this.answered.clear();
    this.nextTransactionId = 1;
    this.nextPaymentId = 8001;
    for (const [studentId, seed] of Object.entries(seedCredits())) {
      const transactions: WalletTransaction[] = [];
      let balance = 0;
      for (const credit of seed.credits) {
        balance = round(balance + credit.amount);
        transactions.push({
          id: this.nextTransactionId++,
          date: credit.date,
          kind: 'credit',
          source: credit.source,
          description: credit.description,
          amount: credit.amount,
          balance_after: balance,
          invoice_id: null,
          invoice_number: null,
        });
      }
      this.wallets.set(Number(studentId), { referral_code: seed.referral_code, transactions });
    }
  }

  balance(studentId: number): number {
    return this.wallets.get(studentId)?.transactions.at(-1)?.balance_after ?? 0;
  }

  wallet(studentId: number): Wallet {
    const stored = this.wallets.get(studentId);
    const transactions = stored?.transactions ?? [];
    const earned = WALLET_SOURCES.map((source) => {
      const credits = transactions.filter((entry) => entry.kind === 'credit' && entry.source === source);
      return {
        source,
        count: credits.length,
        amount: round(credits.reduce((sum, entry) => sum + entry.amount, 0)),
      };
    }).filter((earning) => earning.count > 0);
    return {
      balance: this.balance(studentId),
      currency: 'GBP',
      referral_code: stored?.referral_code ?? null,
      earned,
      transactions: [...transactions].reverse(),
    };
  }

  /** The answer already given to this request of this student, if any. */
  answeredBefore(studentId: number, requestId: string): WalletPayment | undefined {
    return this.answered.get(`${studentId}:${requestId}`);
  }

  /** Takes a checked amount off the balance; returns the debit and the payment id to book on the invoice. */
  debit(
    studentId: number,
    amount: number,
    invoice: { id: number; number: string; description: string },
  ): { transaction: WalletTransaction; paymentId: number } {
    let stored = this.wallets.get(studentId);
    if (!stored) {
      stored = { referral_code: '', transactions: [] };
      this.wallets.set(studentId, stored);
    }
    const transaction: WalletTransaction = {
      id: this.nextTransactionId++,
      date: new Date(this.now()).toISOString(),
      kind: 'debit',
      source: 'invoice_payment',
      description: `Paid towards ${invoice.number} (${invoice.description})`,
      amount,
      balance_after: round(this.balance(studentId) - amount),
      invoice_id: invoice.id,
      invoice_number: invoice.number,
    };
    stored.transactions.push(transaction);
    return { transaction, paymentId: this.nextPaymentId++ };
  }

  remember(studentId: number, requestId: string, payment: WalletPayment): void {
    this.answered.set(`${studentId}:${requestId}`, payment);
  }
}
