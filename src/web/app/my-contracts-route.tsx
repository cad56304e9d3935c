// My Contracts with the query client its cloud search reads through. The
// route's chunk carries TanStack Query, so the first route never does
// (docs/decisions/015-first-load.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { ContractsPage } from '../features/my-contracts/contracts-page';
import { queryClient } from '../lib/query-client';

export function MyContractsRoute() {
  return (
    <QueryClientProvider client={queryClient()}>
      <ContractsPage />
    </QueryClientProvider>
  );
}
