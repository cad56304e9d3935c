// My Contracts: the saved and cloud contracts (spec section 2, "Contracts").
// A placeholder until the contracts screen is built.
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';

export function ContractsPage() {
  useDocumentTitle('My Contracts');
  return (
    <Container className="py-5">
      <h1 className="display-title">My Contracts</h1>
      <Alert variant="info" className="mt-4">
        The list of contracts saved on this device and in the cloud is coming soon.
      </Alert>
      <Link to="/" className="btn btn-outline-primary btn-lg">
        Back to the home page
      </Link>
    </Container>
  );
}
