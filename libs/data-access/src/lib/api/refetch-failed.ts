/** What a page's query (or a hook built on queries) offers for a retry. */
export interface Refetchable {
  isError: boolean;
  refetch: () => unknown;
}

/** A page's Retry when it waits on several queries: only those that failed are asked again. */
export function refetchFailed(...queries: Refetchable[]): void {
  for (const query of queries) if (query.isError) void query.refetch();
}
