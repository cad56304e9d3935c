// The Cloud Contracts search (docs/product-rules.md#screens): re-run 500 ms after the last filter change, at once for
// a page or refresh. TanStack Query cancels a request a newer search replaces, so a slow old answer never wins, and
// keeps the rows on screen while the next load. Nothing is asked while signed out or offline: the screen says why.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ContractSearchResponse } from '#api/contract-calls';
import { searchCloudContracts } from '../../sync/cloud-search-and-download';

export interface CloudFilters {
  last: string;
  description: string;
}

interface SearchQuery extends CloudFilters {
  page: number;
}

export type CloudSearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: ContractSearchResponse | null }
  | { status: 'loaded'; response: ContractSearchResponse }
  | { status: 'failed'; message: string };

export interface CloudSearch {
  filters: CloudFilters;
  setFilter: (name: keyof CloudFilters, value: string) => void;
  page: number;
  goToPage: (page: number) => void;
  refresh: () => void;
  state: CloudSearchState;
}

/** The search runs this long after the last change of a filter. */
export const SEARCH_DEBOUNCE_MS = 500;

const NO_FILTERS: CloudFilters = { last: '', description: '' };

/** The results on screen in this state, if any. */
export function shownResponse(state: CloudSearchState): ContractSearchResponse | null {
  if (state.status === 'loaded') return state.response;
  if (state.status === 'loading') return state.previous;
  return null;
}

/** A failed search, with the message the agent is shown. */
class SearchFailed extends Error {}

async function search(query: SearchQuery, signal: AbortSignal): Promise<ContractSearchResponse> {
  const result = await searchCloudContracts(query, signal);
  if (!result.ok) throw new SearchFailed(result.message);
  return result.data;
}

function cancelTimer(timer: { current: ReturnType<typeof setTimeout> | null }): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

const sameFilters = (a: CloudFilters, b: CloudFilters) => a.last === b.last && a.description === b.description;

export function useCloudSearch(enabled: boolean): CloudSearch {
  const [filters, setFilters] = useState<CloudFilters>(NO_FILTERS);
  const [query, setQuery] = useState<SearchQuery>({ ...NO_FILTERS, page: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The filters as typed, read by the timer and the refresh button without waiting for a render.
  const typed = useRef<CloudFilters>(NO_FILTERS);

  useEffect(() => () => cancelTimer(timer), []);

  const client = useQueryClient();
  const queryKey = useMemo(() => ['cloud-contracts', query.last, query.description, query.page], [query]);
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => search(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const { refetch } = result;

  const setFilter = useCallback((name: keyof CloudFilters, value: string) => {
    const next = { ...typed.current, [name]: value };
    typed.current = next;
    setFilters(next);
    cancelTimer(timer);
    timer.current = setTimeout(() => {
      timer.current = null;
      setQuery((previous) => (sameFilters(previous, next) ? previous : { ...next, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const goToPage = useCallback((page: number) => {
    setQuery((previous) => (previous.page === page ? previous : { ...previous, page }));
  }, []);

  const refresh = useCallback(() => {
    // The filters as typed now; a change still waiting for its 500 ms starts on page 1.
    cancelTimer(timer);
    const now = typed.current;
    if (!sameFilters(query, now)) {
      setQuery({ ...now, page: 1 });
      return;
    }
    // A search still waiting for its first answer (a captive portal) is given up, not waited for.
    void client.cancelQueries({ queryKey }).then(() => refetch());
  }, [client, query, queryKey, refetch]);

  return { filters, setFilter, page: query.page, goToPage, refresh, state: searchState(enabled, result) };
}

interface QueryView {
  data?: ContractSearchResponse | undefined;
  error: Error | null;
  isFetching: boolean;
}

function searchState(enabled: boolean, { data, error, isFetching }: QueryView): CloudSearchState {
  if (!enabled) return { status: 'idle' };
  // The original only logged a failed search (docs/product-rules.md#errors); the agent is told too.
  if (error && !isFetching) return { status: 'failed', message: error.message };
  if (isFetching || data === undefined) return { status: 'loading', previous: data ?? null };
  return { status: 'loaded', response: data };
}
