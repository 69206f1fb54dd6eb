export const commonEn = {
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load this page. Check your connection and try again.',
  emptyTitle: 'Nothing here yet',
  back: 'Back',
  notFoundTitle: 'Not found',
  sectionError: 'This part could not be loaded.',
  booking: {
    label: 'For booking',
    option: '{{number}} · {{description}}',
  },
  invoiceStatus: {
    paid: 'Paid',
    unpaid: 'Unpaid',
    overdue: 'Overdue',
    partially_paid: 'Partially paid',
  },
  catalog: {
    unavailable: 'Not available',
    unavailableText: 'This is not available at the moment, so it cannot be added to the basket.',
    quantity: 'Quantity',
    quantityHint: 'From 1 to {{max}}',
    quantityError: 'Choose a whole number from 1 to {{max}}.',
    add: 'Add to basket',
    added: 'Added to your basket.',
  },
};
