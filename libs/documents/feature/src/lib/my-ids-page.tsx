import { DocumentsPage } from './documents-page';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** myids: ID cards and every other document that is not a letter. */
export function MyIdsPage() {
  return <DocumentsPage kind="id" />;
}
