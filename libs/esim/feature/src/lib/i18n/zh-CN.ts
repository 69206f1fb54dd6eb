import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  title: 'e-SIM',
  subtitle: '几分钟内即可在手机上使用移动数据，无需领取 SIM 卡。由我们的合作伙伴 Hubby 提供。',
  empty: '目前没有可选的 e-SIM 套餐。请稍后再来看看。',
  mine: {
    title: '您的 e-SIM',
    none: '您还没有 e-SIM。请在下方选择一个套餐。',
    status: {
      ready: '待安装',
      active: '使用中',
      expired: '已过期',
    },
    bought: '购买于 {{date}}',
    activated: '自 {{date}} 起使用中',
    expires: '有效期至 {{date}}',
    expired: '已于 {{date}} 结束',
    iccid: 'ICCID {{iccid}}',
  },
  plan: {
    listLabel: 'e-SIM 套餐',
    data: '{{gb}} GB',
    unlimited: '无限流量',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    coverage: '适用地区：{{coverage}}',
    network: '网络：{{network}}',
    unavailable: '暂不可购买',
    addToBasket: '加入购物篮',
    buyNow: '立即购买',
    buyNowNamed: '立即购买：{{name}}',
    addToBasketNamed: '加入购物篮：{{name}}',
    added: '{{name}} 已加入您的购物篮。',
    openBasket: '前往购物篮',
    quantityError: '您的购物篮中此套餐的数量已达到单笔订单的上限。',
    fullError: '您的购物篮已满。请先支付购物篮中的商品。',
  },
  activation: {
    title: '安装 {{name}}',
    intro: '每个 e-SIM 只能安装一次。更换 SIM 卡时，请将它保留在手机上。',
    steps: {
      wifi: '将手机连接到 Wi-Fi。在另一块屏幕上打开此页面，或将其打印出来，以便扫描二维码。',
      settings:
        'iPhone：设置 → 蜂窝网络 → 添加 eSIM → 使用二维码。Android：设置 → 网络和互联网 → SIM 卡 → 添加 eSIM。',
      scan: '扫描二维码。如果无法扫描，请选择手动输入详细信息，然后粘贴激活码。',
      data: '将新线路命名为“Hubby”，为其开启数据漫游，并将其设为移动数据线路。',
      start: '您的套餐在 e-SIM 首次连接网络时开始计算。',
    },
    qrAlt: '用于安装 {{name}} 的二维码',
    noQr: '暂无二维码：请在下方手动输入详细信息。',
    manual: '激活码（请完整粘贴）',
    smdp: 'SM-DP+ 地址',
    code: '激活码',
    confirmation: '确认码',
  },
};
