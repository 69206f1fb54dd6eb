import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { invoiceSummarySchema } from './models';

/**
 * The ambassador wallet (GET /ambassador/wallet, POST /ambassador/payment). The spec names the
 * endpoints only; these shapes are what the portal and the demo back end agree on. Amounts are GBP.
 */

/** How a student earns wallet credit. */
export const WALLET_SOURCES = ['referral', 'reward', 'event', 'adjustment'] as const;
export type WalletSource = (typeof WALLET_SOURCES)[number];

export const walletTransactionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    date: z.string(),
    kind: z.enum(['credit', 'debit']),
    /** Where a credit came from, or `invoice_payment` for a debit that paid an invoice. */
    source: z.enum([...WALLET_SOURCES, 'invoice_payment']),
    description: z.string(),
    /** Always positive: `kind` says which way it went. */
    amount: z.number().check(z.nonnegative()),
    balance_after: z.number(),
    invoice_id: z.nullable(z.number()),
    invoice_number: z.nullable(z.string()),
  }),
);
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** What a student earned from one source since joining the ambassador programme. */
export const walletEarningSchema = lazySchema(() =>
  z.object({
    source: z.enum(WALLET_SOURCES),
    count: z.number().check(z.int(), z.nonnegative()),
    amount: z.number().check(z.nonnegative()),
  }),
);
export type WalletEarning = z.infer<typeof walletEarningSchema>;

/** GET /ambassador/wallet. */
export const walletSchema = lazySchema(() =>
  z.object({
    balance: z.number().check(z.nonnegative()),
    currency: z.string(),
    /** The code a student shares with friends; each friend who books earns them a referral credit. */
    referral_code: z.nullable(z.string()),
    earned: z.array(walletEarningSchema),
    /** Newest first. */
    transactions: z.array(walletTransactionSchema),
  }),
);
export type Wallet = z.infer<typeof walletSchema>;

/** The smallest payment from the wallet; at most two decimals, at most min(balance, amount due). */
export const WALLET_PAYMENT_MIN = 0.01;

/**
 * POST /ambassador/payment: pays (part of) an open invoice from the balance. `request_id` is chosen by the
 * portal once per confirmed payment; the API answers a repeated id with the first result instead of paying
 * twice. Refusals: 400 with `fields.amount` (over the balance, over the amount due, not a positive amount of
 * pence), 404 unknown invoice, 409 nothing due or a gateway payment of the invoice still being processed.
 */
export interface WalletPaymentRequest {
  invoice_id: number;
  amount: number;
  request_id: string;
}

export const walletPaymentSchema = lazySchema(() =>
  z.object({
    transaction: walletTransactionSchema,
    balance: z.number().check(z.nonnegative()),
    /** The invoice as it is after the payment. */
    invoice: invoiceSummarySchema,
  }),
);
export type WalletPayment = z.infer<typeof walletPaymentSchema>;
