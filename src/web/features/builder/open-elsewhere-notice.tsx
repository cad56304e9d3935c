// In place of a builder step while the contract is being built in another tab or window
// (docs/decisions/019-two-tabs.md): this tab changes nothing of it, so neither overwrites the other's work. The
// agent can start a new contract here, or look again once the other tab has closed or moved on.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useBuilderStore } from '../../contract-in-progress/builder-store';

export const OPEN_ELSEWHERE_TITLE = 'This contract is open in another tab or window';

export function OpenElsewhereNotice({ onStartNew }: { onStartNew: () => void }) {
  const claimAgain = useBuilderStore((state) => state.claimAgain);
  const [stillOpen, setStillOpen] = useState(false);
  return (
    <Alert variant="warning" className="open-elsewhere">
      <Alert.Heading as="h2" className="h5">
        {OPEN_ELSEWHERE_TITLE}
      </Alert.Heading>
      <p>
        To keep the work there safe, it can be changed in one place at a time. Close it there, or start a new contract
        here.
      </p>
      {stillOpen && <p role="status">It is still open in the other tab or window.</p>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={onStartNew}>
          Start a new contract here
        </Button>
        <Button variant="outline-primary" onClick={() => void claimAgain().then((taken) => setStillOpen(!taken))}>
          Check again
        </Button>
      </div>
    </Alert>
  );
}
