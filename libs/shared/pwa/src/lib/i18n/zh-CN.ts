import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  update: {
    available: '有新版本可用！',
    reload: '重新加载',
    ready: '新版本已就绪',
    heldText: '新版本会在您完成此处操作后加载；点击“重新加载”则立即加载。',
  },
  offline: {
    indicator: '离线',
    hint: '没有网络连接。您已打开过的页面仍会显示之前的内容；需要网络的操作将等到您恢复联网后再进行。',
  },
};
