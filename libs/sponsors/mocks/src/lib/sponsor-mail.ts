import type { SponsorInvite } from '@portal/api-contract';
import { formatDate, INTL_LOCALES } from '@portal/util';

type MailLanguage = SponsorInvite['language'];

interface InvitationFacts {
  sponsor: string;
  student: string;
  link: string;
  /** The last day the link works, as the sponsor's language writes a date. */
  endsOn: string;
}

/** A name or a link inside another script's sentence keeps its own direction (FSI … PDI, as i18next isolates). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const INVITATIONS: Record<MailLanguage, (facts: InvitationFacts) => { subject: string; body: string }> = {
  en: ({ sponsor, student, link, endsOn }) => ({
    subject: `${student} invites you to pay their invoices`,
    body: [
      `Hello ${sponsor},`,
      '',
      `${student} invited you to pay the invoices they share with you, through this link of your own:`,
      link,
      '',
      `The link works until ${endsOn}. Keep it to yourself: whoever holds it can see and pay these invoices.`,
      'After you pay, the same link gives you your receipts, even once it no longer takes payments.',
    ].join('\n'),
  }),
  'zh-CN': ({ sponsor, student, link, endsOn }) => ({
    subject: `${student} 邀请您支付其账单`,
    body: [
      `${sponsor}，您好：`,
      '',
      `${student} 邀请您通过以下专属链接支付其与您共享的账单：`,
      link,
      '',
      `该链接有效期至 ${endsOn}。请勿转发：持有此链接的人可以查看并支付这些账单。`,
      '付款后，即使该链接不再接受付款，您仍可通过它获取您的收据。',
    ].join('\n'),
  }),
  ar: ({ sponsor, student, link, endsOn }) => ({
    subject: `يدعوك ${isolate(student)} إلى دفع فواتيره`,
    body: [
      `مرحبًا ${isolate(sponsor)}،`,
      '',
      `دعاك ${isolate(student)} إلى دفع الفواتير التي يشاركها معك عبر رابطك الخاص:`,
      isolate(link),
      '',
      `يعمل الرابط حتى ${isolate(endsOn)}. احتفظ به لنفسك: من يملكه يستطيع رؤية هذه الفواتير ودفعها.`,
      'بعد الدفع، يمنحك الرابط نفسه إيصالاتك، حتى بعد أن يتوقف عن قبول الدفعات.',
    ].join('\n'),
  }),
};

/** The invitation's subject and body in the language the student chose for the sponsor. */
export function invitationMail(
  language: MailLanguage,
  facts: { sponsor: string; student: string; link: string; endsOn: string },
): { subject: string; body: string } {
  return INVITATIONS[language]({ ...facts, endsOn: formatDate(facts.endsOn, INTL_LOCALES[language]) });
}
