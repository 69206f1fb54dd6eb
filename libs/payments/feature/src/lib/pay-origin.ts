import { paths, type PaymentPageType, type PaymentReturn } from '@portal/util';

type BackLabel = 'basket' | 'esim' | 'membership' | 'onboardingpack' | 'orders' | 'invoice' | 'invoices';

type NextLabel = 'esim' | 'membership' | 'onboardingpack' | 'orders';

/** Where a pay page leads back to (where the purchase started), and what to do next once it is paid. */
export interface PayOrigin {
  back: { to: string; label: BackLabel };
  /** Shown with the receipt; the invoice link is the receipt's own. */
  next: { to: string; label: NextLabel } | null;
}

interface OriginInput {
  type: PaymentPageType;
  returnTo: PaymentReturn | undefined;
  orderId: number | undefined;
  invoiceId: number | null | undefined;
}

export function payOrigin({ type, returnTo, orderId, invoiceId }: OriginInput): PayOrigin {
  // A basket checkout names a booking's invoice for its lines, but it started at the basket.
  if (returnTo === 'basket')
    return { back: { to: paths.basket(), label: 'basket' }, next: { to: paths.orders(), label: 'orders' } };
  if (returnTo === 'esim')
    return { back: { to: paths.hubby(), label: 'esim' }, next: { to: paths.hubby(), label: 'esim' } };
  if (type === 'membership')
    return {
      back: { to: paths.membership(), label: 'membership' },
      next: { to: paths.membership(), label: 'membership' },
    };
  if (type === 'onboardingpack')
    return {
      back: { to: paths.onboardingPacks(), label: 'onboardingpack' },
      next: { to: paths.onboardingPacks(), label: 'onboardingpack' },
    };
  if (orderId !== undefined)
    return { back: { to: paths.orders(), label: 'orders' }, next: { to: paths.orders(), label: 'orders' } };
  if (invoiceId) return { back: { to: paths.invoice(invoiceId), label: 'invoice' }, next: null };
  return { back: { to: paths.invoices(), label: 'invoices' }, next: null };
}
