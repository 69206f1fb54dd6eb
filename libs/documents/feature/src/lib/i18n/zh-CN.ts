import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  ids: {
    title: '我的证件和文件',
    subtitle: '学生办公室为您出具的证件、证明及其他文件。',
    empty: '您还没有任何文件',
  },
  letters: {
    title: '信函',
    subtitle: '学生办公室为您撰写的信函。',
    empty: '您还没有任何信函',
    ask: '申请信函',
  },
  columns: {
    title: '标题',
    date: '日期',
    type: '类型',
    validity: '有效期至',
    actions: '操作',
  },
  types: {
    student_card: '学生证',
    residence_card: '居留卡',
    enrolment: '注册证明',
    address_confirmation: '地址证明',
    visa_support: '签证支持',
    welcome: '欢迎信函',
  },
  noExpiry: '长期有效',
  expired: '已过期',
  open: '打开',
  download: '下载',
  openLabel: '打开 {{title}}',
  downloadLabel: '下载 {{title}}',
  fileFailed: '无法打开此文件，请重试。',
};
