// Contract Saved (spec section 2, "Success"): the contract just saved on this
// device, by its id, and the way to the list where it waits for its sync.
import { Container } from 'react-bootstrap';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useBuilderStore } from './builder-store';

export function ContractSavedPage() {
  useDocumentTitle('Contract Saved');
  const contractId = useBuilderStore((state) => state.contract?.ContractId);
  return (
    <Container className="py-5 text-center contract-saved">
      <CheckCircleFill aria-hidden="true" className="contract-saved-icon" />
      <h1 className="display-title mt-3">Contract Saved</h1>
      {contractId && <p className="lead">ID# {contractId}</p>}
      <Link to="/contracts" className="btn btn-primary btn-lg mt-3">
        Go to My Contracts
      </Link>
    </Container>
  );
}
