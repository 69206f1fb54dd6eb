import type { frameEn } from './frame-en';
import type { Translation } from './i18n';

/** The partner frame's strings (namespace `frame`) in Simplified Chinese. */
export const frameZhCN: Translation<typeof frameEn> = {
  refusedTitle: '此页面无法在门户中显示',
  refused: {
    host: '{{host}} 不是门户的合作网站。',
    not_https: '{{host}} 未使用安全（https）连接。',
    credentials: '{{host}} 的地址中包含用户名或密码。',
    self: '{{host}} 就是门户本身。',
    scheme: '门户绝不会打开以“{{scheme}}”开头的地址。',
    relative: '地址不完整：其中没有指明网站。',
    protocol_relative: '{{host}} 的地址没有说明如何安全地连接。',
    protocol_relative_nohost: '该地址没有说明如何安全地连接。',
    malformed: '此链接中的地址已损坏。',
    empty: '此链接不包含地址。',
  },
  openInNewTab: '在新标签页中打开',
  shownFrom: '内容来自 {{host}}',
  loading: '正在加载合作方页面…',
  failedTitle: '合作方页面无法在此显示',
  failedText:
    '{{host}} 未能在门户内加载：合作方可能不允许这样显示，或网络连接较慢。您可以改为在新标签页中打开。',
  tryAgain: '重试',
  back: '返回',
  toDashboard: '前往主页',
};
