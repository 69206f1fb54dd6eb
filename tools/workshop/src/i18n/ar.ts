import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const ar: Translation<typeof en> = {
  toolbar: 'أدوات التحكم في ورشة العمل',
  title: 'ورشة العمل: {{lib}}',
  student: 'الطالب',
  darkMode: 'الوضع الداكن',
  language: 'اللغة',
  mock: 'الاستجابات التجريبية',
  modes: {
    normal: 'عادية',
    slow: 'بطيئة',
    empty: 'فارغة',
    failing: 'فاشلة',
    notFound: 'غير موجود',
  },
  resetData: 'إعادة تعيين البيانات',
  pages: 'صفحات هذه المكتبة',
  elsewhere: {
    title: 'ليست في هذه المكتبة',
    text: '{{path}} تابع لمكتبة أخرى أو لإطار البوابة؛ ورشة العمل هذه تعرض صفحات {{lib}} فقط.',
    back: 'العودة إلى الصفحة الأولى من {{lib}}',
  },
  toasts: {
    offlineAction: 'أنت غير متصل بالإنترنت. يتطلب هذا الإجراء اتصالًا: حاول مرة أخرى عند عودة الاتصال.',
  },
};
