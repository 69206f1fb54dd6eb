import baseConfig, { featureLibConfig } from '../../../eslint.config.mjs';

export default [...baseConfig, ...featureLibConfig];
