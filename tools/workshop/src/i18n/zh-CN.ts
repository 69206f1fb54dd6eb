import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  toolbar: '工作台控件',
  title: '工作台：{{lib}}',
  student: '学生',
  darkMode: '深色模式',
  language: '语言',
  mock: '模拟响应',
  modes: {
    normal: '正常',
    slow: '缓慢',
    empty: '空数据',
    failing: '失败',
    notFound: '未找到',
  },
  resetData: '重置数据',
  pages: '此库的页面',
  elsewhere: {
    title: '不在此库中',
    text: '{{path}} 属于其他库或门户外壳；此工作台仅提供 {{lib}} 的页面。',
    back: '返回 {{lib}} 的第一个页面',
  },
  toasts: {
    offlineAction: '您当前处于离线状态。此操作需要网络连接：请在恢复联网后重试。',
  },
};
