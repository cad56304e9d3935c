// Above every builder step while the contract being built is exactly one the customer signed on this tablet
// (docs/decisions/031-the-signed-contract.md): it cannot be changed as it is. Changing it makes a new version that
// needs signing again; the signed one is kept as it was, here and in the cloud.
import { Alert, Button } from 'react-bootstrap';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';

export const SIGNED_TITLE = 'This contract is signed';

export function SignedNotice() {
  const makeNewVersion = useBuilderStore((state) => state.makeNewVersion);
  return (
    <Alert variant="success" className="signed-notice">
      <Alert.Heading as="h2" className="h5">
        {SIGNED_TITLE}
      </Alert.Heading>
      <p>
        The customer signed it on this tablet, so it cannot be changed as it is. A change makes a new version that the
        customer signs again; the signed one is kept.
      </p>
      <Button variant="outline-primary" onClick={makeNewVersion}>
        Change it: make a new version
      </Button>
    </Alert>
  );
}
