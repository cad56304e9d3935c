import { Container, Spinner } from 'react-bootstrap';

/** Shown while a screen's chunk is on its way. */
export function RouteLoading() {
  return (
    <Container className="py-5 d-flex justify-content-center">
      <Spinner animation="border" role="status" aria-label="Loading…" variant="primary">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
    </Container>
  );
}
