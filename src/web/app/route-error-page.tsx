// Shown instead of a screen that failed to load or render, so a bug or a lost
// connection in one screen never leaves the agent with a blank page. The top
// bar stays usable around it.
import { reloadKeepingWork } from './reload-keeping-work';
import { isChunkLoadError } from './retry-import';

export function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const detail = chunkFailed ? undefined : error instanceof Error ? error.message : undefined;

  return (
    <div className="container py-5">
      <h1 className="h2">{chunkFailed ? 'This screen could not be loaded' : 'Something went wrong on this screen'}</h1>
      <div className="alert alert-danger mt-3" role="alert">
        <p className="mb-1">
          {chunkFailed
            ? error.message
            : 'The app hit an unexpected problem. Contracts already saved on this device are safe.'}
        </p>
        {detail && <p className="mb-0 small">Details: {detail}</p>}
      </div>
      <div className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => void reloadKeepingWork()}>
          Reload
        </button>
        {/* A plain link: a full load starts the app afresh. */}
        <a href="/" className="btn btn-outline-primary btn-lg">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
