import { z } from 'zod/mini';
import { api, apiConfig, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';
import { studentDocumentSchema, type DocumentKind, type StudentDocument } from '@portal/api-contract';

/**
 * The URL of a document's file, but only when it is http(s) on the API host: the download carries the
 * bearer token, which must never go to another origin. Anything else is null.
 */
export function toDocumentFileUrl(value: string, apiUrl: string = apiConfig.apiUrl): string | null {
  try {
    const api = new URL(apiUrl, window.location.origin);
    const url = new URL(value, api);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === api.origin ? url.href : null;
  } catch {
    return null;
  }
}

// The documents' tag is this domain's own: the one api slice learns it here, not in the shared lib.
const documentsApi = api.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<StudentDocument[], DocumentKind>({
      query: (kind) => ({ url: '/student_portal/my_documents', params: { type: kind } }),
      responseSchema: z.array(studentDocumentSchema),
      providesTags: (_result, _error, kind) => [{ type: 'Document', id: kind }, TRANSLATED_TAG],
    }),
    /**
     * Fetches a document's file with the session's token and hands back a blob: URL for it (a string, so
     * the store stays serialisable). The page opens or saves it and revokes it afterwards.
     */
    downloadDocument: build.mutation<string, Pick<StudentDocument, 'url'>>({
      queryFn: async ({ url }, _api, _extra, baseQuery) => {
        const safe = toDocumentFileUrl(url);
        if (!safe) return { error: { status: 'CUSTOM_ERROR', error: 'unsafe_document_url' } };
        const result = await baseQuery({
          url: safe,
          responseHandler: async (response) =>
            response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => null),
        });
        if (result.error) return { error: result.error };
        return typeof result.data === 'string'
          ? { data: result.data }
          : { error: { status: 'CUSTOM_ERROR', error: 'malformed_response' } };
      },
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(documentsApi, ['getDocuments']);

export const { useGetDocumentsQuery, useDownloadDocumentMutation } = documentsApi;
