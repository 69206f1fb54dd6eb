import { http, HttpResponse } from 'msw';
import { parseId } from '@portal/util';
import {
  type MockDatabase,
  translatedOk,
  translatorFor,
  apiError,
  type Authenticated,
} from '@portal/mocks-core';
import type { DocumentsStore } from './documents-store';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly documents: DocumentsStore };

/**
 * The student's documents (/student_portal/my_documents, type=letter for letters). The myids page
 * asks with type=id; no type answers every document that is not a letter. Each document names the URL of
 * its file on this API, which needs the bearer token like every other call.
 */
export function documentsHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.get(
      '*/student_portal/my_documents',
      authenticated(({ request }, student) => {
        const url = new URL(request.url);
        const type = url.searchParams.get('type');
        if (type !== null && type !== 'letter' && type !== 'id') {
          return apiError(400, 'invalid_type', 'The type must be letter or id.');
        }
        const fileUrl = (id: number) => `${url.origin}/student_portal/my_documents/${id}/file`;
        const translate = translatorFor(request);
        return translatedOk(
          db.documents
            .list(student.student_id, type === 'letter' ? 'letter' : type === 'id' ? 'id' : null, fileUrl)
            .map((document) => translate.document(document)),
          translate,
        );
      }),
    ),

    http.get(
      '*/student_portal/my_documents/:documentId/file',
      authenticated(({ params }, student) => {
        const documentId = parseId(String(params['documentId']));
        if (documentId === null)
          return apiError(400, 'invalid_id', 'The document id must be a positive number.');
        const file = db.documents.file(student.student_id, documentId);
        if (!file) return apiError(404, 'not_found', 'Document not found.');
        return new HttpResponse(file.content, {
          headers: {
            'content-type': `${file.mime_type}; charset=utf-8`,
            'content-disposition': `attachment; filename="${file.file_name}"`,
          },
        });
      }),
    ),
  ];
}
