export const commonEn = {
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  errorText: 'We could not load this page. Check your connection and try again.',
  emptyTitle: 'Nothing here yet',
  back: 'Back',
  invoiceStatus: {
    paid: 'Paid',
    unpaid: 'Unpaid',
    overdue: 'Overdue',
    partially_paid: 'Partially paid',
  },
};
