// What every screen of the office console shows around its list: the list read from the cloud (TanStack Query),
// a spinner while it comes, why it did not come with a way to try again, and what the last change did.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Spinner } from 'react-bootstrap';
import type { OfficeResult } from '#web/sync/office-calls';

export function useOfficeList<T>(key: readonly string[], load: () => Promise<OfficeResult<T[]>>) {
  return useOfficeQuery(key, load);
}

/** What the cloud answers for `key`; `enabled` false waits (for what another answer names). */
export function useOfficeQuery<T>(key: readonly unknown[], load: () => Promise<OfficeResult<T>>, enabled = true) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => {
      const result = await load();
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
}

/** The spinner and the error of a list; `what` names it: 'the people'. */
export function ListState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) return <Spinner animation="border" role="status" aria-label={`Loading ${what}…`} />;
  if (!query.isError) return null;
  return (
    <Alert variant="danger" role="alert">
      Could not load {what}: {query.error.message}{' '}
      <Button variant="link" className="p-0 align-baseline" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}

export function DoneNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert variant="success" role="status" onClose={onClose} dismissible>
      {message}
    </Alert>
  );
}
