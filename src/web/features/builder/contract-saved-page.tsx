// Contract Saved (spec section 2, "Success"): a placeholder until the builder
// saves contracts.
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';

export function ContractSavedPage() {
  useDocumentTitle('Contract Saved');
  return (
    <Container className="py-5">
      <h1 className="display-title">Contract Saved</h1>
      <Link to="/contracts" className="btn btn-primary btn-lg mt-4">
        Go to My Contracts
      </Link>
    </Container>
  );
}
