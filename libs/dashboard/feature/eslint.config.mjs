import baseConfig, { featureLibConfig, firstScreenFeatureConfig } from '../../../eslint.config.mjs';

export default [...baseConfig, ...featureLibConfig, ...firstScreenFeatureConfig];
