export { useCatalogCategory, useCatalogHome, useCatalogItem } from './use-catalog';
