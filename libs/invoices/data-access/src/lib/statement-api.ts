import { statementSchema, type Statement, type StatementQuery } from '@portal/api-contract';
import { api, TRANSLATED_TAG } from '@portal/data-access';

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

export const { useGetStatementQuery } = statementApi;
