import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceListParams } from './invoice-list-params';

/**
 * The search box of the invoices list: what is typed goes to the address (and so to the API) once the typing
 * pauses, replacing the history entry rather than adding one per pause. `search` is the address's; `update` changes
 * the address.
 */
export function useInvoiceSearch(
  search: string,
  update: (next: Partial<InvoiceListParams>, replace?: boolean) => void,
) {
  const [typed, setTyped] = useState(search);
  const typedSearch = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The address changed another way (back, a link): the box shows the address's search.
  const [addressSearch, setAddressSearch] = useState(search);
  if (search !== addressSearch) {
    setAddressSearch(search);
    if (search !== typedSearch) setTyped(search);
  }
  const lastTyped = useRef(typedSearch);
  useEffect(() => {
    if (lastTyped.current === typedSearch) return;
    lastTyped.current = typedSearch;
    if (typedSearch !== search) update({ search: typedSearch, page: 1 }, true);
  }, [typedSearch, search, update]);
  const clearSearch = useCallback(() => {
    setTyped('');
    update({ search: '', page: 1 }, true);
  }, [update]);
  return { typed, setTyped, clearSearch };
}
