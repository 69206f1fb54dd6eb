import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Every journey fails on a Content-Security-Policy violation: its `test` comes from ./support.
    files: ['src/**/*.ts'],
    ignores: ['src/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support' (it fails a test on any CSP violation).",
            },
          ],
        },
      ],
    },
  },
];
