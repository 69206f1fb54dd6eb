import type {
  ApiNotification,
  DemoMail,
  InvoiceSummary,
  Sponsor,
  SponsorCategory,
  SponsorInvite,
  SponsorPayment,
  SponsorScope,
} from '@portal/api-contract';
import { invitationMail } from './sponsor-mail';

/** Wrong links a client may try before it is answered 429 for a while. */
const SPONSOR_TOKEN_TRIES = 5;
const SPONSOR_TOKEN_LOCK_MS = 15 * 60_000;
/** How long a link works when the student sets no end date. */
const DEFAULT_VALID_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

export interface StoredSponsor {
  id: number;
  studentId: number;
  /** SHA-256 of the link's secret, base64url: the secret itself is never kept. */
  tokenHash: string;
  /** The student's first name, as the invitation's e-mail names them. */
  studentName: string;
  invite: SponsorInvite;
  endsOn: string;
  invitedAt: string;
  opened: boolean;
  revoked: boolean;
  payments: SponsorPayment[];
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new link secret: 256 random bits, base64url (43 characters). */
function newSponsorToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function hashSponsorToken(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

/** Which category an invoice falls in, by what it bills. */
function invoiceCategory(invoice: Pick<InvoiceSummary, 'description'>): SponsorCategory {
  if (/^tuition/i.test(invoice.description)) return 'tuition';
  if (/^(accommodation|homestay|room)/i.test(invoice.description)) return 'accommodation';
  return 'other';
}

export function inScope(scope: SponsorScope, invoice: InvoiceSummary): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'categories') return scope.categories.includes(invoiceCategory(invoice));
  return scope.invoice_ids.includes(invoice.id);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The students' sponsors, the demo's outbox of invitations, and the wrong-link counter. */
export class SponsorsStore {
  private sponsors: StoredSponsor[] = [];
  private nextId = 1;
  readonly outbox: DemoMail[] = [];
  private failures = new Map<string, { count: number; since: number }>();
  /** Per student: sponsors' payments the student has not been told of yet. */
  private notices = new Map<number, string[]>();
  /** Which sponsor started each payment: a sponsor's link answers for its own payments only. */
  readonly attempts = new Map<number, number>();

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.sponsors = [];
    this.nextId = 1;
    this.outbox.length = 0;
    this.failures.clear();
    this.notices.clear();
    this.attempts.clear();
  }

  async invite(studentId: number, invite: SponsorInvite, linkBase: string, studentName: string) {
    const token = newSponsorToken();
    const now = this.now();
    const sponsor: StoredSponsor = {
      id: this.nextId++,
      studentId,
      tokenHash: await hashSponsorToken(token),
      studentName,
      invite,
      endsOn: invite.ends_on ?? new Date(now + DEFAULT_VALID_DAYS * DAY_MS).toISOString().slice(0, 10),
      invitedAt: new Date(now).toISOString(),
      opened: false,
      revoked: false,
      payments: [],
    };
    this.sponsors.push(sponsor);
    this.send(sponsor, token, linkBase);
    return sponsor;
  }

  /** A new secret for the link (the old one stops working), sent again. */
  async resend(sponsor: StoredSponsor, linkBase: string): Promise<void> {
    const token = newSponsorToken();
    sponsor.tokenHash = await hashSponsorToken(token);
    this.send(sponsor, token, linkBase);
  }

  private send(sponsor: StoredSponsor, token: string, linkBase: string) {
    const link = `${linkBase}/sponsor/${token}`;
    this.outbox.push({
      to: sponsor.invite.email,
      ...invitationMail(sponsor.invite.language, {
        sponsor: sponsor.invite.name,
        student: sponsor.studentName,
        link,
        endsOn: sponsor.endsOn,
      }),
      link,
      language: sponsor.invite.language,
      sent_at: new Date(this.now()).toISOString(),
    });
  }

  list(studentId: number): StoredSponsor[] {
    return this.sponsors.filter((sponsor) => sponsor.studentId === studentId);
  }

  find(studentId: number, id: number): StoredSponsor | undefined {
    return this.sponsors.find((sponsor) => sponsor.id === id && sponsor.studentId === studentId);
  }

  state(sponsor: StoredSponsor): Sponsor['state'] {
    if (sponsor.revoked) return 'revoked';
    if (this.expired(sponsor)) return 'expired';
    return sponsor.opened || sponsor.payments.length > 0 ? 'active' : 'invited';
  }

  private expired(sponsor: StoredSponsor): boolean {
    return new Date(this.now()).toISOString().slice(0, 10) > sponsor.endsOn;
  }

  isBlocked(client: string): boolean {
    const entry = this.failures.get(client);
    if (!entry) return false;
    if (this.now() - entry.since > SPONSOR_TOKEN_LOCK_MS) {
      this.failures.delete(client);
      return false;
    }
    return entry.count >= SPONSOR_TOKEN_TRIES;
  }

  /** Whether a link's secret names one of these sponsors (withdrawn or not); counts no try. */
  async holds(token: string): Promise<boolean> {
    const hash = await hashSponsorToken(token);
    return this.sponsors.some((candidate) => candidate.tokenHash === hash);
  }

  /**
   * The sponsor a link's secret names, and whether the link still works. A secret that names nobody counts towards
   * the client's wrong tries; a revoked or expired one is answered as such (its holder was once given it), with its
   * sponsor, whose own receipts it still gives.
   */
  async byToken(
    token: string,
    client: string,
  ): Promise<{ kind: 'ok' | 'revoked' | 'expired'; sponsor: StoredSponsor } | { kind: 'unknown' }> {
    const hash = await hashSponsorToken(token);
    const sponsor = this.sponsors.find((candidate) => candidate.tokenHash === hash);
    if (!sponsor) {
      const entry = this.failures.get(client) ?? { count: 0, since: this.now() };
      entry.count += 1;
      this.failures.set(client, entry);
      return { kind: 'unknown' };
    }
    if (sponsor.revoked) return { kind: 'revoked', sponsor };
    if (this.expired(sponsor)) return { kind: 'expired', sponsor };
    sponsor.opened = true;
    return { kind: 'ok', sponsor };
  }

  paidTotal(sponsor: StoredSponsor): number {
    return round(sponsor.payments.reduce((sum, payment) => sum + payment.amount, 0));
  }

  /** What the sponsor may still pay in all; null without a limit. */
  limitLeft(sponsor: StoredSponsor): number | null {
    return sponsor.invite.limit === null
      ? null
      : Math.max(0, round(sponsor.invite.limit - this.paidTotal(sponsor)));
  }

  recordPayment(sponsor: StoredSponsor, payment: SponsorPayment): void {
    if (sponsor.payments.some((entry) => entry.id === payment.id)) return;
    sponsor.payments.unshift(payment);
    const waiting = this.notices.get(sponsor.studentId) ?? [];
    waiting.push(sponsor.invite.name);
    this.notices.set(sponsor.studentId, waiting);
  }

  /** The notice for the student of sponsors' payments since they were last told, once. */
  takeNotice(studentId: number): ApiNotification | undefined {
    const names = this.notices.get(studentId);
    if (!names?.length) return undefined;
    this.notices.delete(studentId);
    return { message: `${[...new Set(names)].join(', ')} paid an invoice for you.`, type: 'success' };
  }

  toSponsor(sponsor: StoredSponsor): Sponsor {
    return {
      id: sponsor.id,
      name: sponsor.invite.name,
      email: sponsor.invite.email,
      relationship: sponsor.invite.relationship,
      language: sponsor.invite.language,
      scope: sponsor.invite.scope,
      limit: sponsor.invite.limit,
      ends_on: sponsor.endsOn,
      state: this.state(sponsor),
      invited_at: sponsor.invitedAt,
      payments: sponsor.payments,
      paid_total: this.paidTotal(sponsor),
    };
  }
}
