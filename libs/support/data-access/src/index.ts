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
} from './lib/support-api';
export { asText, clearDraft, draftKey, loadDraft, saveDraft } from './lib/drafts';
