/** The status and message of a failed API call, as RTK Query reports it ({ status, data: { error: { message } } }). */
export function apiErrorOf(error: unknown): { status: number | string | null; message: string | null } {
  if (typeof error !== 'object' || error === null) return { status: null, message: null };
  const status = 'status' in error ? (error as { status: number | string }).status : null;
  const data = 'data' in error ? (error as { data: unknown }).data : null;
  const inner = typeof data === 'object' && data !== null && 'error' in data ? (data as { error: unknown }).error : null;
  const message =
    typeof inner === 'object' && inner !== null && 'message' in inner && typeof (inner as { message: unknown }).message === 'string'
      ? (inner as { message: string }).message
      : null;
  return { status, message };
}
