import baseConfig, { firstScreenConfig } from '../../../eslint.config.mjs';

// The first screen's kit, every file of it: no antd (its tag `kit:light` keeps antd's kit, `@portal/ui`, out too).
export default [...baseConfig, ...firstScreenConfig(['src/**/*.ts', 'src/**/*.tsx'])];
