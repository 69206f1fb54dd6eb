import type { Translation } from '@portal/ui';
import type { en } from './en';

export const ar: Translation<typeof en> = {
  list: {
    title: 'الفواتير',
    subtitle: 'كل ما صدرت به فواتير باسمك، وما لا يزال مستحق الدفع.',
    filterLabel: 'التصفية حسب الحالة',
    allStatuses: 'الكل',
    empty: 'ليست لديك أي فواتير',
    emptyFiltered: 'لا توجد فواتير تطابق هذا المرشّح',
    clearFilter: 'عرض كل الفواتير',
  },
  columns: {
    number: 'الرقم',
    description: 'الوصف',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'المبلغ',
    amountDue: 'المبلغ المستحق',
    status: 'الحالة',
  },
  status: {
    paid: 'مدفوعة',
    unpaid: 'غير مدفوعة',
    overdue: 'متأخرة',
    partially_paid: 'مدفوعة جزئيًا',
  },
  detail: {
    title: 'الفاتورة {{number}}',
    loadingTitle: 'الفاتورة',
    back: 'العودة إلى الفواتير',
    pay: 'ادفع',
    summary: 'الملخص',
    status: 'الحالة',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    total: 'الإجمالي',
    amountPaid: 'المبلغ المدفوع',
    amountDue: 'المبلغ المستحق',
    lines: 'البنود',
    lineDescription: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    lineAmount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    tax: 'الضريبة',
    payments: 'الدفعات',
  },
  notFound: {
    title: 'لم يتم العثور على الفاتورة',
    text: 'هذه الفاتورة غير موجودة أو لا تخصّك. تحقّق من الرابط، أو ابحث عنها في قائمة فواتيرك.',
  },
};
