export const en = {
  title: 'Dashboard',
  greeting: 'Hello, {{firstname}}',
  subtitle: 'Here is what is due on your account.',
  amountDue: 'Total amount due',
  overdue: 'Overdue invoices',
  nextDue: 'Next invoices due',
  dueOn: 'Due {{date}}',
  allInvoices: 'View all invoices',
  nothingToPay: 'Nothing to pay — you’re all set',
};
