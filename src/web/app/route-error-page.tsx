// Shown instead of a screen that failed to load or render, so a bug or a lost
// connection in one screen never leaves the agent with a blank page. The top
// bar stays usable around it.
import { Alert, Button, Container } from 'react-bootstrap';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-with-retry';

export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const detail = chunkFailed
    ? undefined
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : undefined;

  return (
    <Container className="py-5">
      <h1 className="h2">{chunkFailed ? 'This screen could not be loaded' : 'Something went wrong on this screen'}</h1>
      <Alert variant="danger" className="mt-3">
        <p className="mb-1">
          {chunkFailed
            ? error.message
            : 'The app hit an unexpected problem. Contracts already saved on this device are safe.'}
        </p>
        {detail && <p className="mb-0 small">Details: {detail}</p>}
      </Alert>
      <div className="d-flex flex-wrap gap-3">
        <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to="/" className="btn btn-outline-primary btn-lg" reloadDocument>
          Go to the home page
        </Link>
      </div>
    </Container>
  );
}
