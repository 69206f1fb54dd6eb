export type { DocumentKind, StudentDocument } from '@portal/api-contract';
export { useDownloadDocumentMutation, useGetDocumentsQuery } from './lib/documents-api';
