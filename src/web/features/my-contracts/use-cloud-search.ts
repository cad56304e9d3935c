// The Cloud Contracts search (spec sections 4 and 9): re-run 500 ms after the
// last change to either filter, at once for another page or the refresh
// button. A new search aborts the one still running, so a slow answer to an
// old filter never replaces the newest. Nothing is asked while signed out or
// offline: the screen says why instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContractSearchResponse } from '../../../api/contracts';
import { searchCloudContracts } from '../../sync/cloud-contracts';

export const SEARCH_DEBOUNCE_MS = 500;

export interface CloudFilters {
  last: string;
  description: string;
}

interface SearchQuery extends CloudFilters {
  page: number;
  /** Bumped by the refresh button, so the same query runs again. */
  run: number;
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

const NO_FILTERS: CloudFilters = { last: '', description: '' };

/** The results on screen in this state, if any. */
export function shownResponse(state: CloudSearchState): ContractSearchResponse | null {
  if (state.status === 'loaded') return state.response;
  if (state.status === 'loading') return state.previous;
  return null;
}

function cancelTimer(timer: { current: ReturnType<typeof setTimeout> | null }): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

export function useCloudSearch(enabled: boolean): CloudSearch {
  const [filters, setFilters] = useState<CloudFilters>(NO_FILTERS);
  const [query, setQuery] = useState<SearchQuery>({ ...NO_FILTERS, page: 1, run: 0 });
  const [state, setState] = useState<CloudSearchState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => cancelTimer(timer), []);

  // The filters as typed, read by the timer and the refresh button without waiting for a render.
  const typed = useRef<CloudFilters>(NO_FILTERS);

  const setFilter = useCallback((name: keyof CloudFilters, value: string) => {
    const next = { ...typed.current, [name]: value };
    typed.current = next;
    setFilters(next);
    cancelTimer(timer);
    timer.current = setTimeout(() => {
      timer.current = null;
      setQuery((previous) => {
        const same = previous.last === next.last && previous.description === next.description;
        return same ? previous : { ...next, page: 1, run: previous.run };
      });
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const goToPage = useCallback((page: number) => {
    setQuery((previous) => (previous.page === page ? previous : { ...previous, page }));
  }, []);

  const refresh = useCallback(() => {
    // The filters as typed now; a change still waiting for its 500 ms starts on page 1.
    cancelTimer(timer);
    const now = typed.current;
    setQuery((previous) => {
      const same = previous.last === now.last && previous.description === now.description;
      return { ...now, page: same ? previous.page : 1, run: previous.run + 1 };
    });
  }, []);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    // The rows on screen stay while the next page or filter loads.
    setState((previous) => ({ status: 'loading', previous: shownResponse(previous) }));
    searchCloudContracts({ last: query.last, description: query.description, page: query.page }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setState({ status: 'loaded', response: result.data });
        } else {
          // The original only logged a failed search (spec section 8); the agent is told too.
          setState({ status: 'failed', message: result.message });
        }
      },
      (error: unknown) => {
        // A newer search replaced this one: its AbortError is expected.
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [enabled, query]);

  return { filters, setFilter, page: query.page, goToPage, refresh, state };
}
