import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const ar: Translation<typeof en> = {
  update: {
    available: 'يتوفر إصدار جديد!',
    reload: 'إعادة التحميل',
    ready: 'الإصدار الجديد جاهز',
    heldText: 'سيُحمَّل عند انتهائك مما تفعله هنا، أو فورًا إذا ضغطت على «إعادة التحميل».',
  },
  offline: {
    indicator: 'غير متصل',
    hint: 'لا يوجد اتصال بالإنترنت. ستظل الصفحات التي فتحتها من قبل تعرض ما كان فيها، وكل ما يحتاج إلى الشبكة سينتظر حتى يعود اتصالك.',
  },
};
