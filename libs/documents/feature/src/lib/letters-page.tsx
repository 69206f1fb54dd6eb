import { DocumentsPage } from './documents-page';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

/** letters: /student_portal/my_documents?type=letter. */
export function LettersPage() {
  return <DocumentsPage kind="letter" />;
}
