export { DocumentsStore } from './lib/documents-store';
export { documentsHandlers } from './lib/documents';
