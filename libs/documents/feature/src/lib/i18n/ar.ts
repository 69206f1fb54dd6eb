import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const ar: Translation<typeof en> = {
  ids: {
    title: 'هوياتي ومستنداتي',
    subtitle: 'بطاقات هويتك وشهاداتك وغيرها من المستندات الصادرة عن مكتب الطلاب.',
    empty: 'ليست لديك أي مستندات بعد',
  },
  letters: {
    title: 'الرسائل',
    subtitle: 'الرسائل التي كتبها لك مكتب الطلاب.',
    empty: 'ليست لديك أي رسائل بعد',
    ask: 'اطلب رسالة',
  },
  columns: {
    title: 'العنوان',
    date: 'التاريخ',
    type: 'النوع',
    validity: 'صالح حتى',
    actions: 'الإجراءات',
  },
  types: {
    student_card: 'بطاقة الطالب',
    residence_card: 'بطاقة الإقامة',
    enrolment: 'إثبات التسجيل',
    address_confirmation: 'تأكيد العنوان',
    visa_support: 'دعم التأشيرة',
    welcome: 'رسالة ترحيب',
  },
  noExpiry: 'بلا تاريخ انتهاء',
  expired: 'منتهي الصلاحية',
  open: 'فتح',
  download: 'تنزيل',
  openLabel: 'فتح {{title}}',
  downloadLabel: 'تنزيل {{title}}',
  fileFailed: 'تعذّر فتح هذا المستند. يُرجى المحاولة مرة أخرى.',
};
