// The office console with the query client its screens read through: a chunk of its own, so neither the agent's
// first route nor their other screens carry it (docs/decisions/043-the-office-console.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { OfficeConsole } from '../features/office/office-console';
import { queryClient } from '../lib/query-client';

export function OfficeRoute() {
  return (
    <QueryClientProvider client={queryClient()}>
      <OfficeConsole />
    </QueryClientProvider>
  );
}
