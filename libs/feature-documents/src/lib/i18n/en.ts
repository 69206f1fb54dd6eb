export const en = {
  ids: {
    title: 'My IDs and documents',
    subtitle: 'Your ID cards, certificates and other documents from the student office.',
    empty: 'You have no documents yet',
  },
  letters: {
    title: 'Letters',
    subtitle: 'Letters the student office wrote for you.',
    empty: 'You have no letters yet',
  },
  columns: {
    title: 'Title',
    date: 'Date',
    type: 'Type',
    validity: 'Valid until',
    actions: 'Actions',
  },
  types: {
    student_card: 'Student card',
    residence_card: 'Residence card',
    enrolment: 'Enrolment',
    address_confirmation: 'Address confirmation',
    visa_support: 'Visa support',
    welcome: 'Welcome letter',
  },
  noExpiry: 'No expiry',
  expired: 'Expired',
  open: 'Open',
  download: 'Download',
  openLabel: 'Open {{title}}',
  downloadLabel: 'Download {{title}}',
  fileFailed: 'This document could not be opened. Please try again.',
};
