/** Shown while a screen's chunk is on its way (Bootstrap's spinner, without its React wrapper). */
export function RouteLoading() {
  return (
    <div className="container py-5 d-flex justify-content-center">
      <div className="spinner-border text-primary" role="status" aria-label="Loading…">
        <span className="visually-hidden">Loading…</span>
      </div>
    </div>
  );
}
