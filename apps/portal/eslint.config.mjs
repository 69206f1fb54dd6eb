import baseConfig, { firstScreenConfig } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  // The shell is the first screen's frame: it renders without antd. The phone's menu drawer is antd's Drawer, loaded
  // (with antd's provider) only when a phone opens the menu.
  ...firstScreenConfig(['src/**/*.ts', 'src/**/*.tsx'], {
    ignores: ['src/app/layout/phone-menu-drawer.tsx'],
  }),
];
