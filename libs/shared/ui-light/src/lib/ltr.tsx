import type { ReactNode } from 'react';

/**
 * A value that reads left to right in every language: a phone number, an e-mail address, an IBAN, a reference,
 * a code, a URL, an amount with its currency, an address in Latin letters. In a right-to-left page the bidi
 * algorithm would otherwise lay out its runs of digits from the right ("+44 20 7946 0110" as "0110 7946 20 44+")
 * and let its punctuation drift to the wrong end. `<bdi>` isolates it from the words around it (the browser's own
 * `unicode-bidi: isolate`), `dir="ltr"` fixes its direction.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
