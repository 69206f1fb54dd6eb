import {
  AppstoreOutlined,
  CalendarOutlined,
  GiftOutlined,
  ReadOutlined,
  ScheduleOutlined,
  TagsOutlined,
  BankOutlined,
  CompassOutlined,
  MobileOutlined,
  SendOutlined,
  WalletOutlined,
  CommentOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MailOutlined,
  PlusCircleOutlined,
  PlusSquareOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
  CrownOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { paths } from '@portal/util';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

/** A key of the shell's strings: a menu label that does not exist fails the type check. */
type ShellKey = ParseKeys<'shell'>;

interface MenuEntry {
  path: string;
  labelKey: ShellKey;
  icon: ReactNode;
}

export interface MenuGroup {
  key: string;
  labelKey: ShellKey;
  entries: MenuEntry[];
}

/**
 * The sidebar, grouped as the spec says. It lists only routes that exist; each issue that adds a
 * route adds its entry here (groups without entries are not shown).
 */
export const MENU_GROUPS: MenuGroup[] = [
  {
    key: 'home',
    labelKey: 'menu.groups.home',
    entries: [
      { path: paths.dashboard(), labelKey: 'menu.items.dashboard', icon: <DashboardOutlined /> },
      { path: paths.dashboard2(), labelKey: 'menu.items.dashboard2', icon: <AppstoreOutlined /> },
      { path: paths.demo(), labelKey: 'menu.items.demo', icon: <CompassOutlined /> },
    ],
  },
  {
    key: 'my-stay',
    labelKey: 'menu.groups.myStay',
    entries: [{ path: paths.booking(), labelKey: 'menu.items.booking', icon: <ScheduleOutlined /> }],
  },
  {
    key: 'finance',
    labelKey: 'menu.groups.finance',
    entries: [
      { path: paths.invoices(), labelKey: 'menu.items.invoices', icon: <FileTextOutlined /> },
      { path: paths.orders(), labelKey: 'menu.items.orders', icon: <ShoppingOutlined /> },
      { path: paths.payments(), labelKey: 'menu.items.payments', icon: <CreditCardOutlined /> },
      { path: paths.wallet(), labelKey: 'menu.items.wallet', icon: <WalletOutlined /> },
      { path: paths.sponsors(), labelKey: 'menu.items.sponsors', icon: <TeamOutlined /> },
    ],
  },
  {
    key: 'support-center',
    labelKey: 'menu.groups.supportCenter',
    entries: [
      {
        path: paths.supportCenter(),
        labelKey: 'menu.items.supportCenter',
        icon: <CustomerServiceOutlined />,
      },
      { path: paths.createTicket(), labelKey: 'menu.items.createTicket', icon: <PlusCircleOutlined /> },
      { path: paths.tickets(), labelKey: 'menu.items.tickets', icon: <CommentOutlined /> },
    ],
  },
  {
    key: 'my-docs',
    labelKey: 'menu.groups.myDocs',
    entries: [
      { path: paths.myIds(), labelKey: 'menu.items.myIds', icon: <IdcardOutlined /> },
      { path: paths.letters(), labelKey: 'menu.items.letters', icon: <MailOutlined /> },
    ],
  },
  {
    key: 'shop',
    labelKey: 'menu.groups.shop',
    entries: [
      { path: paths.shops(), labelKey: 'menu.items.shop', icon: <ShopOutlined /> },
      {
        path: paths.additionalServices(),
        labelKey: 'menu.items.additionalServices',
        icon: <PlusSquareOutlined />,
      },
      { path: paths.visaConsultation(), labelKey: 'menu.items.visaConsultation', icon: <GlobalOutlined /> },
      { path: paths.basket(), labelKey: 'menu.items.basket', icon: <ShoppingCartOutlined /> },
    ],
  },
  {
    key: 'packages',
    labelKey: 'menu.groups.packages',
    entries: [
      { path: paths.membership(), labelKey: 'menu.items.membership', icon: <CrownOutlined /> },
      { path: paths.subscriptions(), labelKey: 'menu.items.subscriptions', icon: <SyncOutlined /> },
      { path: paths.onboardingPacks(), labelKey: 'menu.items.onboardingPacks', icon: <GiftOutlined /> },
    ],
  },
  {
    key: 'city-life',
    labelKey: 'menu.groups.cityLife',
    entries: [
      { path: paths.news(), labelKey: 'menu.items.news', icon: <ReadOutlined /> },
      { path: paths.events(), labelKey: 'menu.items.events', icon: <CalendarOutlined /> },
      { path: paths.ventrata(), labelKey: 'menu.items.ventrata', icon: <TagsOutlined /> },
      { path: paths.promotions(), labelKey: 'menu.items.promotions', icon: <GiftOutlined /> },
    ],
  },
  {
    key: 'telecommunication',
    labelKey: 'menu.groups.telecommunication',
    entries: [{ path: paths.hubby(), labelKey: 'menu.items.hubby', icon: <MobileOutlined /> }],
  },
  {
    key: 'travel',
    labelKey: 'menu.groups.travel',
    entries: [
      { path: paths.bankAccount(), labelKey: 'menu.items.bankAccount', icon: <BankOutlined /> },
      { path: paths.flightTicket(), labelKey: 'menu.items.flightTicket', icon: <SendOutlined /> },
    ],
  },
  {
    key: 'account',
    labelKey: 'menu.groups.account',
    entries: [{ path: paths.user(), labelKey: 'menu.items.user', icon: <UserOutlined /> }],
  },
];

/** The menu entry a location belongs to: the longest entry path that prefixes it. */
export function selectedMenuPath(pathname: string): string | undefined {
  return MENU_GROUPS.flatMap((group) => group.entries)
    .map((entry) => entry.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
