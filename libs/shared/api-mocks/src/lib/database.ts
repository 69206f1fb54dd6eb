import { randomUUID } from 'node:crypto';
import {
  invoiceStatusOn,
  type GlobalNotification,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  type Order,
  type SessionTokens,
  type Student,
  type Statement,
  type StatementQuery,
} from '@portal/api-contract';
import { isoToday, type PaymentPayload } from '@portal/util';
import { PaymentsStore } from '@portal/payments/mocks';
import { DocumentsStore } from '@portal/documents/mocks';
import {
  type DemoAccount,
  type MockDatabase,
  SEED_TODAY,
  seedAccounts,
  seedInvoices,
} from '@portal/mocks-core';
import { SupportStore } from '@portal/support/mocks';
import { ShopStore } from '@portal/shop/mocks';
import { PackagesStore } from '@portal/packages/mocks';
import { ContentStore } from '@portal/content/mocks';
import { WalletStore } from '@portal/wallet/mocks';
import { SponsorsStore } from '@portal/sponsors/mocks';
import { EsimStore, esimProducts } from '@portal/esim/mocks';
import {
  bulkInvoices,
  InstalmentPlansStore,
  StudentInvoices,
  StudentLedger,
  type LedgerEntry,
} from '@portal/invoices/mocks';

interface TokenRecord {
  studentId: number;
  kind: 'access' | 'refresh';
  expiresAt: number;
}

export interface DatabaseOptions {
  /** How long an access token lives; short in the demo so the refresh path gets used. */
  accessTokenTtlMs?: number;
  refreshTokenTtlMs?: number;
  now?: () => number;
  /** The first student's invoices in all, extra ones seeded (DEMO_INVOICE_COUNT); 0: the seed only. */
  invoiceCount?: number;
  /**
   * Begins every token this database issues after `acc_`/`ref_`, so that a server holding several databases (the
   * demo API's test worlds) knows which one a token belongs to; none by default.
   */
  tokenPrefix?: string;
}

type StoredInvoice = InvoiceDetail & { student_id: number };

const DEFAULT_ACCESS_TTL_MS = 5 * 60_000;
const DEFAULT_REFRESH_TTL_MS = 60 * 24 * 60 * 60_000;

/** The demo back end's state: students, their invoices and the tokens it issued. Deterministic seed data. */
export class DemoDatabase implements MockDatabase {
  private accounts: DemoAccount[] = [];
  /** Every student's invoices by id, and each student's indexed for their list (50,000 of them). */
  private invoices = new Map<number, StoredInvoice>();
  private invoiceLists = new Map<number, StudentInvoices>();
  /** Each student's account for statements, built when first asked for and again after a change of an invoice. */
  private ledgers = new Map<number, StudentLedger>();
  private nextInvoiceId = 1;
  private tokens = new Map<string, TokenRecord>();
  globalNotification: GlobalNotification = { message: null, type: null };
  readonly payments = new PaymentsStore();
  /** What an invoice created at checkout bills, so its payment can become an order. */
  private checkoutPayloads = new Map<number, PaymentPayload>();
  /**
   * The invoices a checkout of an order made that no money is booked on yet. The student has not agreed to pay
   * them (a checkout left at the gateway, or replaced from another device): they are kept out of the student's
   * list, totals and statement, so they never count as owed, until a payment is booked on them.
   */
  private checkoutInvoices = new Set<number>();
  readonly options: Required<DatabaseOptions>;
  readonly support: SupportStore;
  readonly documents = new DocumentsStore();
  /** Shop, services, orders and storage. */
  readonly shop: ShopStore;
  /** Membership plans, onboarding packs and subscriptions. */
  readonly packages: PackagesStore;
  /** Dashboard content, news, promotions, events, attractions and bookings. */
  readonly content: ContentStore;
  /** The ambassador wallet. */
  readonly wallet = new WalletStore(() => this.options.now());
  /** The e-SIM plans and the students' e-SIMs. */
  readonly esim = new EsimStore();
  /** Who pays a student's invoices through a link of their own, and the demo's outbox of invitations. */
  readonly sponsors = new SponsorsStore(() => this.options.now());
  /** Invoices paid month by month on an agreed schedule. */
  readonly plans = new InstalmentPlansStore();
  /** How far the demo's clock runs ahead (`POST /__demo/clock`), so a later instalment can be reached. */
  private clockOffsetMs = 0;

  constructor(options: DatabaseOptions = {}) {
    this.options = {
      accessTokenTtlMs: options.accessTokenTtlMs ?? DEFAULT_ACCESS_TTL_MS,
      refreshTokenTtlMs: options.refreshTokenTtlMs ?? DEFAULT_REFRESH_TTL_MS,
      now: () => (options.now ?? Date.now)() + this.clockOffsetMs,
      invoiceCount: options.invoiceCount ?? 0,
      tokenPrefix: options.tokenPrefix ?? '',
    };
    this.support = new SupportStore(this.options.now);
    this.shop = new ShopStore(
      () => this.options.now(),
      (studentId, orderId) => this.voidOrderInvoice(studentId, orderId),
    );
    this.packages = new PackagesStore(
      () => this.options.now(),
      (studentId, invoiceId) => this.findInvoice(studentId, invoiceId),
    );
    this.content = new ContentStore(() => this.options.now());
    this.reset();
  }

  /** Moves the demo's clock `days` ahead (back, when negative) of the real one, from where it is. */
  moveClock(days: number): void {
    this.clockOffsetMs += days * 86_400_000;
  }

  /** How many days the demo's clock runs ahead of the real one. */
  get clockOffsetDays(): number {
    return this.clockOffsetMs / 86_400_000;
  }

  reset(): void {
    this.accounts = seedAccounts();
    this.invoices.clear();
    this.invoiceLists.clear();
    this.ledgers.clear();
    this.nextInvoiceId = 1;
    const seeded = seedInvoices();
    for (const invoice of seeded) this.storeInvoice(invoice);
    this.tokens.clear();
    this.checkoutPayloads.clear();
    this.checkoutInvoices.clear();
    this.payments.reset();
    this.plans.reset();
    this.clockOffsetMs = 0;
    this.support.reset();
    this.documents.reset();
    this.shop.reset();
    for (const invoice of this.packages.reset(seeded)) this.storeInvoice(invoice);
    const existing = [...this.invoices.values()];
    for (const invoice of bulkInvoices(existing, this.options.invoiceCount, this.nextInvoiceId))
      this.storeInvoice(invoice);
    this.content.reset();
    // Event and attraction tickets are products of the catalog: the basket and the pay page price them.
    this.shop.products.push(...this.content.ticketProducts());
    for (const [productId, title] of this.content.ticketTitles())
      this.shop.ticketTitles.set(productId, title);
    this.globalNotification = {
      message: 'The student office is closed on Friday 27 November for staff training.',
      type: 'info',
      // The end of that Friday in London (GMT in November): a notice past its date is no longer news.
      expires_at: '2026-11-28T00:00:00Z',
    };
    this.wallet.reset();
    this.esim.reset();
    this.sponsors.reset();
    // The shop sells the e-SIM plans as products, so the basket, the pay page and orders price them.
    this.shop.products.push(...esimProducts(this.esim.plans));
  }

  /** The notice for every student while it is current; past its `expires_at`, none. */
  currentNotification(): GlobalNotification {
    const { expires_at: expiresAt } = this.globalNotification;
    const over = expiresAt != null && Date.parse(expiresAt) <= this.options.now();
    return over ? { message: null, type: null } : this.globalNotification;
  }

  login(email: string, password: string): SessionTokens | null {
    const account = this.accounts.find((candidate) => candidate.email === email.trim().toLowerCase());
    if (!account || account.password !== password) return null;
    return this.issueTokens(account.student.student_id);
  }

  issueTokens(studentId: number): SessionTokens {
    const now = this.options.now();
    const { tokenPrefix } = this.options;
    const access = `acc_${tokenPrefix}${randomUUID()}`;
    const refresh = `ref_${tokenPrefix}${randomUUID()}`;
    this.tokens.set(access, { studentId, kind: 'access', expiresAt: now + this.options.accessTokenTtlMs });
    this.tokens.set(refresh, { studentId, kind: 'refresh', expiresAt: now + this.options.refreshTokenTtlMs });
    return { access, refresh, student_portal_token: `spt_${studentId}_${randomUUID()}` };
  }

  /** New tokens for a valid refresh token; null for an unknown, expired or revoked one. */
  refresh(refreshToken: string): SessionTokens | null {
    const record = this.validToken(refreshToken, 'refresh');
    return record ? this.issueTokens(record.studentId) : null;
  }

  studentForAccessToken(accessToken: string): Student | null {
    const record = this.validToken(accessToken, 'access');
    return record ? (this.findStudent(record.studentId) ?? null) : null;
  }

  /**
   * Makes every access token issued so far expired (the demo's and the tests' way to force a refresh), or only the
   * one given (one session's, leaving every other session as it was).
   */
  expireAccessTokens(only?: string): void {
    for (const [token, record] of this.tokens)
      if (record.kind === 'access' && (only === undefined || token === only)) record.expiresAt = 0;
  }

  revokeRefreshTokens(): void {
    for (const [token, record] of this.tokens) if (record.kind === 'refresh') this.tokens.delete(token);
  }

  accountByEmail(email: string): DemoAccount | undefined {
    return this.accounts.find((account) => account.email === email);
  }

  findStudent(studentId: number): Student | undefined {
    return this.accounts.find((account) => account.student.student_id === studentId)?.student;
  }

  updateStudent(studentId: number, changes: Partial<Student>): Student | undefined {
    const account = this.accounts.find((candidate) => candidate.student.student_id === studentId);
    if (!account) return undefined;
    account.student = { ...account.student, ...changes, student_id: studentId };
    account.student.student_name =
      `${account.student.student_firstname} ${account.student.student_lastname}`.trim();
    return account.student;
  }

  /** Every invoice of the student, in the order they were billed (the list's plain answer). */
  listInvoices(studentId: number): InvoiceSummary[] {
    return this.invoiceLists.get(studentId)?.all() ?? [];
  }

  /** One page of the student's invoices, with their totals (libs/shared/api-contract invoice-list.ts). */
  invoicePage(
    studentId: number,
    query: InvoiceListQuery,
    translated?: (description: string) => string | undefined,
  ): InvoicePage {
    return (this.invoiceLists.get(studentId) ?? new StudentInvoices()).page(query, translated);
  }

  /** The student's statement of account for a period (libs/shared/api-contract statement.ts). */
  statement(studentId: number, query: StatementQuery): Statement {
    let ledger = this.ledgers.get(studentId);
    if (!ledger) {
      ledger = this.buildLedger(studentId);
      this.ledgers.set(studentId, ledger);
    }
    return ledger.statement(query, isoToday(new Date(this.options.now())));
  }

  invoiceSummary(studentId: number, invoiceId: number): InvoiceSummary | undefined {
    const invoice = this.storedInvoice(studentId, invoiceId);
    return invoice && toSummary(invoice);
  }

  findInvoice(studentId: number, invoiceId: number): InvoiceDetail | undefined {
    const invoice = this.storedInvoice(studentId, invoiceId);
    if (!invoice) return undefined;
    const { student_id: _owner, ...detail } = invoice;
    return detail;
  }

  /** Books a completed payment on the invoice: amount paid, amount due and status follow. */
  applyPayment(
    studentId: number,
    invoiceId: number,
    payment: InvoiceDetail['payments'][number],
  ): InvoiceDetail | undefined {
    const invoice = this.storedInvoice(studentId, invoiceId);
    if (!invoice) return undefined;
    invoice.payments.push(payment);
    this.checkoutInvoices.delete(invoiceId);
    invoice.amount_paid = Math.round((invoice.amount_paid + payment.amount) * 100) / 100;
    invoice.amount_due = Math.max(0, Math.round((invoice.total - invoice.amount_paid) * 100) / 100);
    // The day the seed's statuses describe, so a payment moves an invoice as the dates say (overdue stays overdue).
    invoice.status = invoiceStatusOn(invoice, SEED_TODAY);
    this.indexInvoice(invoice);
    // A paid plan becomes the student's subscription, a paid pack theirs.
    if (invoice.status === 'paid') this.packages.settle(studentId, invoiceId, payment);
    const payload = this.checkoutPayloads.get(invoiceId);
    if (payload && invoice.status === 'paid') {
      // A paid storage booking is marked paid; a paid checkout of basket items becomes an order (the
      // basket empties itself when it sees it).
      if (payload.order_id !== undefined)
        this.shop.completeOrder(studentId, payload.order_id, String(payment.id));
      else this.shop.createOrderFromPayment(studentId, payload, String(payment.id));
    }
    return this.findInvoice(studentId, invoiceId);
  }

  /**
   * Gives up a pending order and voids the invoice it was billed on, so nothing is owed for it any more.
   * Refused while a payment of that invoice is on its way (a bank transfer sent, a card being confirmed).
   */
  cancelOrder(
    studentId: number,
    orderId: number,
  ): { ok: true; order: Order } | { ok: false; error: 'not_found' | 'not_pending' | 'payment_pending' } {
    const order = this.shop.findOrder(studentId, orderId);
    if (!order) return { ok: false, error: 'not_found' };
    if (order.status !== 'pending') return { ok: false, error: 'not_pending' };
    if (!this.voidOrderInvoice(studentId, orderId)) return { ok: false, error: 'payment_pending' };
    return { ok: true, order: this.shop.cancelOrder(studentId, orderId) as Order };
  }

  /**
   * Voids the invoice a pending order was billed on, unless money is booked on it; false (nothing done) while a
   * payment of it is on its way (a bank transfer sent, a card being confirmed).
   */
  private voidOrderInvoice(studentId: number, orderId: number): boolean {
    const invoice = this.invoiceForOrder(studentId, orderId);
    if (invoice && this.payments.pendingFor(studentId, invoice.id)) return false;
    const stored = invoice ? this.storedInvoice(studentId, invoice.id) : undefined;
    if (stored && stored.amount_paid === 0) {
      stored.status = 'cancelled';
      stored.amount_due = 0;
      this.indexInvoice(stored);
    }
    return true;
  }

  /**
   * A new checkout of plans or packs replaces the one waiting for payment (from this device or another): its invoice
   * is voided and what waited on it is given up. False (nothing done) while a payment of it is on its way.
   */
  replacePackagesCheckout(studentId: number, keep: number | undefined): boolean {
    const waiting = this.packages.waitingInvoices(studentId).filter((invoiceId) => invoiceId !== keep);
    if (waiting.some((invoiceId) => this.payments.pendingFor(studentId, invoiceId))) return false;
    for (const invoiceId of waiting) {
      const stored = this.storedInvoice(studentId, invoiceId);
      if (!stored || stored.amount_paid > 0) continue;
      stored.status = 'cancelled';
      stored.amount_due = 0;
      this.indexInvoice(stored);
      this.packages.giveUp(studentId, invoiceId);
    }
    return true;
  }

  /** The invoice a checkout of a waiting order (a storage booking) billed it on, if it was checked out before. */
  invoiceForOrder(studentId: number, orderId: number): InvoiceDetail | undefined {
    for (const [invoiceId, payload] of this.checkoutPayloads) {
      if (payload.order_id !== orderId) continue;
      const invoice = this.findInvoice(studentId, invoiceId);
      if (invoice) return invoice;
    }
    return undefined;
  }

  /** A new unpaid invoice (what the API does when a student checks out items that no invoice covers yet). */
  createInvoice(
    studentId: number,
    description: string,
    lines: Array<{ description: string; quantity: number; unit_price: number }>,
    payload?: PaymentPayload,
  ): InvoiceDetail {
    const id = this.nextInvoiceId;
    if (payload) this.checkoutPayloads.set(id, payload);
    // No checkout is owed until it is paid: an order's (a basket, "Buy now", a storage booking) nor a plan's or a
    // pack's (their pages show it waiting for payment, and the pay page reads it by id).
    if (payload) this.checkoutInvoices.add(id);
    const priced = lines.map((line, index) => ({
      id: id * 100 + index + 1,
      ...line,
      amount: Math.round(line.quantity * line.unit_price * 100) / 100,
    }));
    const total = Math.round(priced.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
    const today = isoToday(new Date(this.options.now()));
    this.storeInvoice({
      student_id: studentId,
      id,
      number: `INV-${String(900 + id).padStart(6, '0')}`,
      description,
      issue_date: today,
      due_date: today,
      amount: total,
      amount_due: total,
      currency: 'GBP',
      status: 'unpaid',
      lines: priced,
      subtotal: total,
      tax: 0,
      total,
      amount_paid: 0,
      payments: [],
    });
    if (payload) this.packages.invoiced(studentId, payload, id);
    return this.findInvoice(studentId, id) as InvoiceDetail;
  }

  private storedInvoice(studentId: number, invoiceId: number): StoredInvoice | undefined {
    const invoice = this.invoices.get(invoiceId);
    return invoice?.student_id === studentId ? invoice : undefined;
  }

  private storeInvoice(invoice: StoredInvoice): void {
    this.invoices.set(invoice.id, invoice);
    this.nextInvoiceId = Math.max(this.nextInvoiceId, invoice.id + 1);
    this.indexInvoice(invoice);
  }

  /** Every change of an invoice goes through here, so its student's list stays sorted and added up. */
  private indexInvoice(invoice: StoredInvoice): void {
    if (this.checkoutInvoices.has(invoice.id)) return;
    let list = this.invoiceLists.get(invoice.student_id);
    if (!list) {
      list = new StudentInvoices();
      this.invoiceLists.set(invoice.student_id, list);
    }
    list.put(toSummary(invoice));
    this.ledgers.delete(invoice.student_id);
  }

  /**
   * Every invoice billed (a cancelled one was never owed) and every completed payment of them: an online one on the
   * day it completed, with its reference; one the office recorded on its day.
   */
  private buildLedger(studentId: number): StudentLedger {
    const entries: LedgerEntry[] = [];
    const invoices = this.listInvoices(studentId);
    for (const summary of invoices) {
      const invoice = this.storedInvoice(studentId, summary.id);
      if (!invoice || invoice.status === 'cancelled') continue;
      const common = { invoice_id: invoice.id, invoice_number: invoice.number };
      entries.push({
        ...common,
        kind: 'charge',
        date: invoice.issue_date.slice(0, 10),
        reference: invoice.number,
        description: invoice.description,
        method: null,
        cents: Math.round(invoice.amount * 100),
        order: 0,
      });
      invoice.payments.forEach((payment, index) => {
        if (payment.status !== 'completed') return;
        const online = this.payments.find(studentId, payment.id);
        entries.push({
          ...common,
          kind: 'credit',
          date: (online?.updated_at ?? payment.date).slice(0, 10),
          reference: online?.reference ?? null,
          payment_id: payment.id,
          description: null,
          method: payment.gateway,
          cents: -Math.round(payment.amount * 100),
          order: index,
        });
      });
    }
    return new StudentLedger(entries, invoices[0]?.currency ?? 'GBP');
  }

  private validToken(token: string, kind: TokenRecord['kind']): TokenRecord | null {
    const record = this.tokens.get(token);
    if (!record || record.kind !== kind || record.expiresAt <= this.options.now()) return null;
    return record;
  }
}

function toSummary(invoice: StoredInvoice): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    description: invoice.description,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    amount: invoice.amount,
    amount_due: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status,
  };
}
