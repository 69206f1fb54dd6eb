import { z } from 'zod';

/**
 * The shapes the API answers with. Every response is checked against these at the data-access boundary,
 * so a malformed body becomes an error state in the page instead of a crash deep in a component.
 */
export const studentSchema = z.object({
  student_id: z.number(),
  student_firstname: z.string(),
  student_lastname: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  nationality_id: z.number().nullable(),
  student_address: z.string().nullable(),
  student_alternative_phone: z.string().nullable(),
  student_birthday: z.string().nullable(),
  student_gender: z.string().nullable(),
  student_name: z.string(),
  student_passport_no: z.string().nullable(),
  student_phone: z.string().nullable(),
  student_school: z.string().nullable(),
  student_school_start_date: z.string().nullable(),
  student_school_end_date: z.string().nullable(),
});
export type Student = z.infer<typeof studentSchema>;

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'partially_paid'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  amount: z.number(),
  amount_due: z.number(),
  currency: z.string(),
  status: invoiceStatusSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  id: z.number(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number(),
  date: z.string(),
  gateway: z.string(),
  amount: z.number(),
  status: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  payments: z.array(invoicePaymentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;

export const globalNotificationSchema = z.object({
  message: z.string().nullable(),
  type: z.string().nullable().optional(),
});
export type GlobalNotification = z.infer<typeof globalNotificationSchema>;

/** A notification that any response may carry (spec 3). */
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
