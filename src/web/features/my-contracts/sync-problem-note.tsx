// Under a pending contract's badge: why its last sync did not land and what
// the agent can do, so a refusal or a conflict met by auto-sync is never
// silent (the "Pending sync" badge alone reads as "the office will get it").
import { ExclamationTriangleFill } from 'react-bootstrap-icons';
import { useSyncProblemsStore } from '../../sync/sync-problems-store';

export const REFUSED_TITLE = 'Not accepted by the office';
export const REFUSED_ADVICE =
  'Edit the contract to correct it; it syncs again once saved. If it cannot be corrected, call the office.';
export const CONFLICT_TITLE = 'Changed in the cloud too';
export const CONFLICT_ADVICE = 'Press Sync w/Cloud to choose which copy to keep.';

export function SyncProblemNote({ contractId }: { contractId: string }) {
  const problem = useSyncProblemsStore((state) => state.problems.get(contractId));
  if (!problem) return null;
  const refused = problem.kind === 'refused';
  return (
    <div className="contracts-problem">
      <strong className="contracts-problem-title">
        <ExclamationTriangleFill aria-hidden="true" /> {refused ? REFUSED_TITLE : CONFLICT_TITLE}
      </strong>
      {refused && <span className="contracts-problem-reason">{problem.message}</span>}
      <span>{refused ? REFUSED_ADVICE : CONFLICT_ADVICE}</span>
    </div>
  );
}
