// Why the office's last action did not happen, under the form that tried it.
import { Alert } from 'react-bootstrap';

export function ProblemAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert variant="danger" role="alert" className="mt-2">
      {problem}
    </Alert>
  );
}
