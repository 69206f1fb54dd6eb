import type { frameEn } from './frame-en';
import type { Translation } from './i18n';

/** The partner frame's strings (namespace `frame`) in Arabic. */
export const frameAr: Translation<typeof frameEn> = {
  refusedTitle: 'لا يمكن عرض هذه الصفحة داخل البوابة',
  refused: {
    host: '{{host}} ليس من المواقع الشريكة للبوابة.',
    not_https: '{{host}} لا يستخدم اتصالًا آمنًا (https).',
    credentials: 'يحتوي عنوان {{host}} على اسم مستخدم أو كلمة مرور.',
    self: '{{host}} هو البوابة نفسها.',
    scheme: 'لا تفتح البوابة أبدًا العناوين التي تبدأ بـ «{{scheme}}».',
    relative: 'العنوان غير مكتمل: لا يحدّد موقعًا إلكترونيًا.',
    protocol_relative: 'لا يوضّح عنوان {{host}} كيفية الاتصال به بأمان.',
    protocol_relative_nohost: 'لا يوضّح العنوان كيفية الاتصال به بأمان.',
    malformed: 'العنوان الموجود في هذا الرابط تالف.',
    empty: 'لا يحتوي هذا الرابط على عنوان.',
  },
  openInNewTab: 'افتح في علامة تبويب جديدة',
  shownFrom: 'معروضة من {{host}}',
  loading: 'جارٍ تحميل صفحة الشريك…',
  failedTitle: 'صفحة الشريك لا تظهر هنا',
  failedText:
    'لم يُحمَّل {{host}} داخل البوابة: ربما لا يسمح الشريك بذلك، أو أن الاتصال بطيء. يمكنك فتحه في علامة تبويب جديدة بدلًا من ذلك.',
  tryAgain: 'حاول مرة أخرى',
  back: 'رجوع',
  toDashboard: 'انتقل إلى لوحة التحكم',
};
