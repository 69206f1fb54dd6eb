import baseConfig, { firstScreenConfig } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  // ui's parts of the first screen (src/index.ts says which kit each component uses): the light blocks, what
  // PageStates draws, and what the frame and the dashboard take from ui. They render without antd.
  ...firstScreenConfig(
    [
      'after-first-paint',
      'api-text',
      'empty-state',
      'error-state',
      'figures',
      'heading-kit',
      'invoice-status-tag',
      'light-button',
      'ltr',
      'menu-list',
      'money',
      'not-found-state',
      'notice',
      'page-header',
      'page-spinner',
      'page-states',
      'panel',
      'picture',
      'safe-link',
      'section-states',
      'stack',
      'status-tag',
      'theme-mode-provider',
      'toasts',
      'typography',
      'use-media-query',
    ].map((name) => `src/lib/${name}.{ts,tsx}`),
  ),
];
