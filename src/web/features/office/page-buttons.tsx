// The office lists' pager: where the office is, and the page before and after.
import { Button } from 'react-bootstrap';

export function PageButtons({
  page,
  pageSize,
  total,
  onPage,
  what,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  what: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="d-flex align-items-center gap-2" aria-label={`Pages of ${what}`}>
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
