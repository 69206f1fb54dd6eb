import { DocumentsPage } from './documents-page';

/** letters: /student_portal/my_documents?type=letter. */
export function LettersPage() {
  return <DocumentsPage kind="letter" />;
}
