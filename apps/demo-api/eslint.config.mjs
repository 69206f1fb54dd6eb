import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // These tool configs import the workspace's shared set-up files, which belong to no Nx project; the
    // boundary rule would flag them as "external resources". Source files keep the full rule.
    files: ['eslint.config.mjs', 'vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
