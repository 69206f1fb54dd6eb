export { featureGenerator } from './generators/feature/generator';
