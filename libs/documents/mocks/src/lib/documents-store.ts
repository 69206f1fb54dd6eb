import type { DocumentKind, StudentDocument } from '@portal/api-contract';

type StoredDocument = Omit<StudentDocument, 'url'> & { student_id: number; content: string };

function seedDocuments(): StoredDocument[] {
  const doc = (
    id: number,
    student_id: number,
    kind: DocumentKind,
    type: string,
    title: string,
    issued_at: string,
    expires_at: string | null,
  ): StoredDocument => ({
    id,
    student_id,
    kind,
    type,
    title,
    issued_at,
    expires_at,
    file_name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.txt`,
    mime_type: 'text/plain',
    content: `${title}\nIssued ${issued_at}${expires_at ? `, valid until ${expires_at}` : ''}.\nThis is a demo document.\n`,
  });
  return [
    doc(1, 1001, 'id', 'student_card', 'Student ID card 2026/27', '2026-09-07', '2027-06-30'),
    doc(2, 1001, 'id', 'residence_card', 'Residence permit', '2025-10-01', '2026-10-01'),
    doc(3, 1001, 'id', 'enrolment', 'Enrolment certificate', '2026-09-07', null),
    doc(4, 1001, 'letter', 'address_confirmation', 'Address confirmation letter', '2026-11-14', null),
    doc(5, 1001, 'letter', 'visa_support', 'Visa support letter', '2026-06-02', '2026-09-01'),
    doc(6, 1002, 'id', 'student_card', 'Student ID card 2026/27', '2026-10-01', '2027-03-31'),
    doc(7, 1002, 'letter', 'welcome', 'Welcome letter', '2026-09-15', null),
  ];
}

/** The students' ID cards, documents and letters, with a small file behind each one. */
export class DocumentsStore {
  private documents: StoredDocument[] = seedDocuments();

  reset(): void {
    this.documents = seedDocuments();
  }

  /** `kind` null: every document that is not a letter (the myids page). */
  list(studentId: number, kind: DocumentKind | null, fileUrl: (id: number) => string): StudentDocument[] {
    return this.documents
      .filter((d) => d.student_id === studentId && (kind ? d.kind === kind : d.kind !== 'letter'))
      .sort((a, b) => b.issued_at.localeCompare(a.issued_at))
      .map((d) => ({
        id: d.id,
        title: d.title,
        kind: d.kind,
        type: d.type,
        issued_at: d.issued_at,
        expires_at: d.expires_at,
        file_name: d.file_name,
        mime_type: d.mime_type,
        url: fileUrl(d.id),
      }));
  }

  file(
    studentId: number,
    documentId: number,
  ): { content: string; mime_type: string; file_name: string } | undefined {
    return this.documents.find((d) => d.id === documentId && d.student_id === studentId);
  }
}
