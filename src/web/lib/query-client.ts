// The TanStack Query client of the screens that show server data (the Cloud Contracts search). A failed request is
// shown, not retried: the agent has refresh, and a bad connection would likely fail again. Nothing refetches on
// focus or reconnect; a search runs when the agent changes a filter or a page, or presses refresh.
import { QueryClient } from '@tanstack/react-query';
import { moduleState } from './app-state';

const queries = moduleState(
  () => ({
    client: new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
    }),
  }),
  (state) => state.client.clear(),
);

export function queryClient(): QueryClient {
  return queries.client;
}
