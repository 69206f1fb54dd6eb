import { z } from 'zod/mini';
import { api, keepOnDevice } from '@portal/data-access';
import {
  supportRequestDetailSchema,
  supportRequestSummarySchema,
  type NewSupportMessage,
  type NewSupportRequest,
  type SupportRequestDetail,
  type SupportRequestSummary,
} from '@portal/api-contract';

// The support requests' tag is this domain's own: the one api slice learns it here, not in the shared lib.
const supportApi = api.enhanceEndpoints({ addTagTypes: ['SupportRequest'] }).injectEndpoints({
  endpoints: (build) => ({
    getSupportRequests: build.query<SupportRequestSummary[], void>({
      query: () => '/student_portal/student_requests',
      responseSchema: z.array(supportRequestSummarySchema),
      providesTags: (result) => [
        { type: 'SupportRequest', id: 'LIST' },
        ...(result ?? []).map((request) => ({ type: 'SupportRequest' as const, id: request.id })),
      ],
    }),
    getSupportRequest: build.query<SupportRequestDetail, number>({
      query: (requestId) => `/student_portal/student_request/${requestId}`,
      responseSchema: supportRequestDetailSchema,
      providesTags: (_result, _error, requestId) => [{ type: 'SupportRequest', id: requestId }],
    }),
    createSupportRequest: build.mutation<SupportRequestDetail, NewSupportRequest>({
      query: (body) => ({ url: '/student_portal/student_request', method: 'POST', body }),
      responseSchema: supportRequestDetailSchema,
      invalidatesTags: [{ type: 'SupportRequest', id: 'LIST' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(supportApi.util.upsertQueryData('getSupportRequest', data.id, data));
      },
    }),
    sendSupportMessage: build.mutation<SupportRequestDetail, NewSupportMessage>({
      query: (body) => ({ url: '/student_portal/student_request_message', method: 'POST', body }),
      responseSchema: supportRequestDetailSchema,
      invalidatesTags: [{ type: 'SupportRequest', id: 'LIST' }],
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(supportApi.util.upsertQueryData('getSupportRequest', arg.request_id, data));
      },
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(supportApi, ['getSupportRequests', 'getSupportRequest']);

export const {
  useGetSupportRequestsQuery,
  useGetSupportRequestQuery,
  useCreateSupportRequestMutation,
  useSendSupportMessageMutation,
} = supportApi;
