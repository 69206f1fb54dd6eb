export {
  SUPPORT_REQUEST_CATEGORIES,
  SUPPORT_REQUEST_LIMITS,
  SUPPORT_REQUEST_STATUSES,
  type NewSupportRequest,
  type SupportMessage,
  type SupportRequestCategory,
  type SupportRequestStatus,
  type SupportRequestSummary,
} from '@portal/api-contract';
export {
  useCreateSupportRequestMutation,
  useGetSupportRequestQuery,
  useGetSupportRequestsQuery,
  useSendSupportMessageMutation,
} from './support-api';
