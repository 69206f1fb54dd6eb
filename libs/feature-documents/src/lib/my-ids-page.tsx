import { DocumentsPage } from './documents-page';

/** myids: ID cards and every other document that is not a letter. */
export function MyIdsPage() {
  return <DocumentsPage kind="id" />;
}
