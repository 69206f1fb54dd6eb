import type { Translation } from '@portal/ui-light';
import type { en } from './en';

export const zhCN: Translation<typeof en> = {
  bank: {
    title: '英国银行账户',
    subtitle: '在我们的合作银行开设英国活期账户。',
    needTitle: '所需材料',
    askForLetter: '申请银行信函',
    applyTitle: '通过 {{partner}} 申请',
    frameTitle: '{{partner}} 开户申请',
  },
  flights: {
    title: '机票',
    subtitle: '您的航班，以及我们旅行合作伙伴提供的学生票价。',
    mineTitle: '您的航班',
    none: '暂无航班记录。订票后，请把您的到达信息告诉学校，以便我们接机。',
    direction: { arrival: '到达', departure: '出发' },
    status: { confirmed: '已确认', changed: '已变更', cancelled: '已取消' },
    route: '{{from}} → {{to}}',
    departs: '{{when}} 起飞',
    arrives: '{{when}} 到达',
    reference: '预订编号 {{reference}}',
    searchTitle: '通过 {{partner}} 搜索航班',
    frameTitle: '{{partner}} 航班搜索',
  },
  frame: {
    title: '合作伙伴页面',
    frameTitle: '合作伙伴页面',
  },
  demo: {
    title: '门户导览',
    subtitle: '简要介绍您在这里可以做的事情，只需一分钟。',
    welcome: '欢迎，{{name}}！',
    welcomeAnonymous: '欢迎！',
    intro: '左侧菜单（手机上在菜单按钮后面）把所有功能归入几个板块。下面介绍每个板块的用途。',
    stepsLabel: '导览步骤',
    stepOf: '第 {{current}} 步，共 {{total}} 步',
    back: '上一步',
    next: '下一步',
    finish: '前往主页',
    open: '打开{{page}}',
    groups: {
      home: {
        title: '首页',
        text: '您的主页：即将到期的款项、逾期发票和学校通知，一目了然。',
      },
      finance: {
        title: '财务',
        text: '发票及其支付方式（PayPal、Flywire 或银行转账）、您的订单和付款，以及您的大使钱包。',
      },
      support: {
        title: '支持中心',
        text: '向学生办公室提出任何问题并跟进回复；您的申请和工单都保存在这里。',
      },
      docs: {
        title: '我的文件',
        text: '您的学生身份文件和信函（例如银行信函或签证信函），随时可以下载。',
      },
      shop: {
        title: '商店与服务',
        text: '床上用品、欢迎礼包、清洁、机场接送、寄存和签证咨询，全部放进一个购物篮统一支付。',
      },
      telecom: {
        title: '通信',
        text: '一张含英国流量的 e-SIM，几分钟内即可安装到您的手机上。',
      },
      travel: {
        title: '出行与银行',
        text: '在我们的合作银行开设英国银行账户，并为您的航班找到学生票价。',
      },
      account: {
        title: '账户',
        text: '您的个人资料和联系方式；深色模式位于页眉中。',
      },
    },
    pages: {
      dashboard: '主页',
      invoices: '您的发票',
      payments: '您的付款',
      wallet: '您的钱包',
      supportCenter: '您的申请',
      createTicket: '新申请',
      myIds: '您的证件',
      letters: '您的信函',
      shop: '商店',
      basket: '您的购物篮',
      hubby: 'e-SIM 套餐',
      bankAccount: '银行账户页面',
      flightTicket: '机票页面',
      user: '您的个人资料',
    },
  },
};
