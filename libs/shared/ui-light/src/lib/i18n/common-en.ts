export const commonEn = {
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load this page. Check your connection and try again.',
  emptyTitle: 'Nothing here yet',
  back: 'Back',
  notFoundTitle: 'Not found',
  /** The browser tab: the page, then the portal. */
  documentTitle: '{{page}} · Student portal',
  sectionError: 'This part could not be loaded.',
  /** Data kept on the device from an earlier visit: `age` is e.g. "3 hr. ago" in the page's language. */
  keptAge: 'Updated {{age}}',
  offlineTitle: 'Not available offline yet',
  offlineText:
    'This has not been opened on this device with a connection yet. It will load when you are back online.',
  sectionOffline: 'Not available offline yet.',
  newTab: '(opens in a new tab)',
  /** A PDF's note under its title when a text has characters none of its fonts draws. */
  pdfNoFontNote:
    '[U+…] stands for characters this document has no font for, written as their Unicode code points; the portal shows them as written.',
  form: {
    tooLong: 'At most {{max}} characters.',
    tooShort: 'At least {{min}} characters.',
    lengthRange: 'Between {{min}} and {{max}} characters.',
    exactLength: 'Exactly {{len}} characters.',
  },
  table: {
    sortBy: 'Sort by',
    defaultOrder: 'Default order',
    ascending: '{{column}}, ascending',
    descending: '{{column}}, descending',
    noData: 'No data',
  },
  numberInput: {
    increase: 'Increase {{label}}',
    decrease: 'Decrease {{label}}',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  booking: {
    label: 'For booking',
    option: '{{title}} ({{reference}})',
    help: 'What you buy here is added to this stay: things are delivered there and extras are done there.',
  },
  invoiceStatus: {
    paid: 'Paid',
    unpaid: 'Unpaid',
    overdue: 'Overdue',
    partially_paid: 'Partially paid',
    cancelled: 'Cancelled',
  },
  overduePartlyPaid: 'Overdue · partly paid',
  // The gateways' names and our payment reference, said by payments, invoices' statement and sponsors' receipts; the
  // payment timeline's other words are payments' own (libs/payments/feature/src/lib/i18n).
  timeline: {
    gateway: {
      paypal: 'PayPal',
      flywire: 'Flywire',
      transfermate: 'Bank transfer (TransferMate)',
      bank_transfer: 'Bank transfer',
      card: 'Card',
      wallet: 'Wallet',
    },
    paymentReference: 'Payment reference',
  },
  catalog: {
    unavailable: 'Not available',
    unavailableText: 'This is not available at the moment, so it cannot be added to the basket.',
    quantity: 'Quantity',
    quantityHint: 'From 1 to {{max}}',
    quantityError: 'Choose a whole number from 1 to {{max}}.',
    add: 'Add to basket',
    addNamed: 'Add to basket: {{name}}',
    added: 'Added to your basket.',
    openBasket: 'Go to the basket',
    quantityTooMany: 'You can have at most {{max}} of this in your basket.',
    basketFull: 'Your basket is full. Check out or remove something first.',
    noBooking: 'Shopping is linked to a booking, and you have none yet.',
    day: 'Day',
    dayRequired: 'Choose the day of your visit.',
    daysOnSale: 'On sale from {{from}} to {{to}}.',
    time: 'Time',
    timeRequired: 'Choose a time.',
    guestChoice: '{{label}}, guest {{guest}}',
    guestChoiceRequired: 'Choose for guest {{guest}}: each guest chooses their own.',
    guestChosen: 'Guest {{guest}}: {{choice}}',
  },
  copy: {
    copy: 'Copy',
    copyField: 'Copy {{field}}',
    copied: '{{field}} copied',
  },
  calendar: {
    add: 'Add to calendar',
    failed: 'The calendar file could not be made. Please try again.',
  },
};
