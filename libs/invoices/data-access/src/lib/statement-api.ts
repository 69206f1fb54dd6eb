import { statementSchema, type Statement, type StatementQuery } from '@portal/api-contract';
import { api, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';

const statementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The statement of account for a period, added up by the API: one answer however long the student's history.
     * A payment or a change of an invoice makes it stale.
     */
    getStatement: build.query<Statement, StatementQuery>({
      query: ({ from, to }) => ({ url: '/student_portal/statement', params: { from, to } }),
      responseSchema: statementSchema,
      providesTags: [TRANSLATED_TAG, { type: 'Invoice', id: 'LIST' }, { type: 'Payment', id: 'LIST' }],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(statementApi, ['getStatement']);

export const { useGetStatementQuery } = statementApi;
