import type { Translation } from '@portal/ui';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  list: {
    title: '发票',
    subtitle: '您的全部账单，以及尚待支付的金额。',
    filterLabel: '按状态筛选',
    allStatuses: '全部',
    empty: '您没有发票',
    emptyFiltered: '没有符合此筛选条件的发票',
    clearFilter: '显示全部发票',
  },
  columns: {
    number: '编号',
    description: '说明',
    issueDate: '开票日期',
    dueDate: '到期日',
    amount: '金额',
    amountDue: '应付金额',
    status: '状态',
  },
  status: {
    paid: '已支付',
    unpaid: '未支付',
    overdue: '逾期',
    partially_paid: '部分支付',
  },
  detail: {
    title: '发票 {{number}}',
    loadingTitle: '发票',
    back: '返回发票列表',
    pay: '支付',
    summary: '概要',
    status: '状态',
    issueDate: '开票日期',
    dueDate: '到期日',
    total: '总计',
    amountPaid: '已付金额',
    amountDue: '应付金额',
    lines: '明细',
    lineDescription: '说明',
    quantity: '数量',
    unitPrice: '单价',
    lineAmount: '金额',
    subtotal: '小计',
    tax: '税费',
    payments: '付款',
  },
  notFound: {
    title: '未找到发票',
    text: '此发票不存在或不属于您。请检查链接，或在您的发票列表中查找。',
  },
};
