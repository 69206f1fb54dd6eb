import { z } from 'zod/mini';
import { built, lazySchema } from './lazy-schema';

/**
 * The shapes the API answers with. Every response is checked against these at the data-access boundary,
 * so a malformed body becomes an error state in the page instead of a crash deep in a component.
 */
export const studentSchema = lazySchema(() =>
  z.object({
    student_id: z.number(),
    student_firstname: z.string(),
    student_lastname: z.string(),
    username: z.string(),
    email: z.string(),
    image: z.nullable(z.string()),
    nationality_id: z.nullable(z.number()),
    student_address: z.nullable(z.string()),
    student_alternative_phone: z.nullable(z.string()),
    student_birthday: z.nullable(z.string()),
    student_gender: z.nullable(z.string()),
    student_name: z.string(),
    student_passport_no: z.nullable(z.string()),
    student_phone: z.nullable(z.string()),
    student_school: z.nullable(z.string()),
    student_school_start_date: z.nullable(z.string()),
    student_school_end_date: z.nullable(z.string()),
  }),
);
export type Student = z.infer<typeof studentSchema>;

/**
 * `overdue` wins over `partially_paid`: an invoice past its due date with money still owed is overdue whether or
 * not part of it is paid (amount_due below amount tells that part); `partially_paid` is only for one not yet due.
 * `cancelled`: voided before payment (an order cancelled while it awaited payment); nothing is owed on it.
 */
export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'partially_paid', 'cancelled'] as const;
export const invoiceStatusSchema = lazySchema(() => z.enum(INVOICE_STATUSES));
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** What an invoice's status is read from: its total, what is still owed and when it falls due. */
export interface InvoiceStanding {
  amount: number;
  amount_due: number;
  due_date: string;
}

/** Part of the invoice is paid and part is still owed (whether or not it is overdue). */
export const isPartlyPaid = ({
  amount,
  amount_due,
}: Pick<InvoiceStanding, 'amount' | 'amount_due'>): boolean => amount_due > 0 && amount_due < amount;

/**
 * The status the dates and amounts give on `today` (an ISO date): paid once nothing is owed; overdue once the due
 * date has passed with money owed, part paid or not; partially paid or unpaid before. (`cancelled` is set, never
 * derived.) Every invoice the API answers has the status this gives on the API's day.
 */
export function invoiceStatusOn(
  invoice: InvoiceStanding,
  today: string,
): Exclude<InvoiceStatus, 'cancelled'> {
  if (invoice.amount_due <= 0) return 'paid';
  if (invoice.due_date < today) return 'overdue';
  return isPartlyPaid(invoice) ? 'partially_paid' : 'unpaid';
}

export const invoiceSummarySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    number: z.string(),
    description: z.string(),
    issue_date: z.string(),
    due_date: z.string(),
    amount: z.number(),
    amount_due: z.number(),
    currency: z.string(),
    status: invoiceStatusSchema,
  }),
);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    description: z.string(),
    quantity: z.number(),
    unit_price: z.number(),
    amount: z.number(),
  }),
);
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    date: z.string(),
    gateway: z.string(),
    amount: z.number(),
    status: z.string(),
    /** The sponsor who paid it; absent or null when the student paid. */
    paid_by: z.optional(z.nullable(z.string())),
  }),
);
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceDetailSchema = lazySchema(() =>
  z.extend(built(invoiceSummarySchema), {
    lines: z.array(invoiceLineSchema),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    amount_paid: z.number(),
    payments: z.array(invoicePaymentSchema),
  }),
);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;

export const globalNotificationSchema = lazySchema(() =>
  z.object({
    message: z.nullable(z.string()),
    type: z.optional(z.nullable(z.string())),
    /** The moment the notice stops being shown (ISO 8601, with its zone); absent or null: until it is removed. */
    expires_at: z.optional(z.nullable(z.string())),
  }),
);
export type GlobalNotification = z.infer<typeof globalNotificationSchema>;

/** A notification that any response of the API may carry, shown as a toast. */
export interface ApiNotification {
  message: string;
  type?: string | null;
  autoClose?: number | boolean | null;
}

export interface SessionTokens {
  access: string;
  refresh: string;
  student_portal_token?: string;
}

export const SUPPORT_REQUEST_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export const supportRequestStatusSchema = lazySchema(() => z.enum(SUPPORT_REQUEST_STATUSES));
export type SupportRequestStatus = z.infer<typeof supportRequestStatusSchema>;

export const SUPPORT_REQUEST_CATEGORIES = [
  'accommodation',
  'payments',
  'documents',
  'visa',
  'school',
  'other',
] as const;
export const supportRequestCategorySchema = lazySchema(() => z.enum(SUPPORT_REQUEST_CATEGORIES));
export type SupportRequestCategory = z.infer<typeof supportRequestCategorySchema>;

/** Limits shared by the form and the demo API, so the page says what the server would refuse. */
export const SUPPORT_REQUEST_LIMITS = { subjectMin: 3, subjectMax: 120, messageMax: 5000 } as const;

export const supportRequestSummarySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    subject: z.string(),
    category: supportRequestCategorySchema,
    status: supportRequestStatusSchema,
    created_at: z.string(),
    last_activity_at: z.string(),
    message_count: z.number(),
  }),
);
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;

export const supportMessageSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    author: z.enum(['student', 'staff']),
    author_name: z.string(),
    body: z.string(),
    created_at: z.string(),
  }),
);
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportRequestDetailSchema = lazySchema(() =>
  z.extend(built(supportRequestSummarySchema), {
    messages: z.array(supportMessageSchema),
  }),
);
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

export interface NewSupportRequest {
  subject: string;
  category: SupportRequestCategory;
  message: string;
}

export interface NewSupportMessage {
  request_id: number;
  message: string;
}

export const DOCUMENT_KINDS = ['id', 'letter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const studentDocumentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    type: z.string(),
    issued_at: z.string(),
    expires_at: z.nullable(z.string()),
    file_name: z.string(),
    mime_type: z.string(),
    url: z.string(),
  }),
);
export type StudentDocument = z.infer<typeof studentDocumentSchema>;

/** The profile fields a student may change; the id, username and full name are the server's. */
export type ProfileUpdate = Pick<
  Student,
  | 'student_firstname'
  | 'student_lastname'
  | 'email'
  | 'image'
  | 'nationality_id'
  | 'student_address'
  | 'student_alternative_phone'
  | 'student_birthday'
  | 'student_gender'
  | 'student_passport_no'
  | 'student_phone'
  | 'student_school'
  | 'student_school_start_date'
  | 'student_school_end_date'
>;

/** A 400 from the API that names the fields it refused: { error: { code, message, fields } }. */
export const fieldErrorsSchema = lazySchema(() =>
  z.object({
    error: z.object({
      message: z.optional(z.string()),
      fields: z.record(z.string(), z.string()),
    }),
  }),
);

/**
 * One page of a list the API pages (`?page=&per_page=`): the items, where they sit, and how many match in all.
 * A list with more to say extends it (the invoices add `total_all`).
 */
export function pageSchemaOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    per_page: z.number().check(z.int(), z.gte(1)),
    total: z.number().check(z.int(), z.gte(0)),
  });
}
