// The Cloud Contracts pager (docs/product-rules.md#formats): 'Viewing X - Y of N
// Contracts' (or 'of more than N' when the cloud stopped counting), then Previous, at most 4 page numbers with 1 margin page at
// each end, and Next. The numbers come from the domain (format/pager.ts).
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import { PAGE_BREAK, pageCountOf, pageNumbers, pagerText } from '#domain/format/pager';

export const PAGES_SHOWN = 4;
export const MARGIN_PAGES = 1;

export interface ContractsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The cloud stopped counting at `total`: more pages follow the last one shown. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  /** Names the list the pages belong to ('Cloud contracts pages'). */
  label: string;
}

function PageButton({
  label,
  current,
  disabled,
  onClick,
  children,
}: {
  label: string;
  current?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li className={`page-item${current ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}

export function ContractsPager({ page, pageSize, total, totalCapped = false, onPage, label }: ContractsPagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  const items = pageNumbers(page, pageCount, { shown: PAGES_SHOWN, margin: MARGIN_PAGES });
  return (
    <div className="contracts-pager">
      <p className="mb-0" aria-live="polite">
        {pagerText(page, pageSize, total, totalCapped)}
      </p>
      {pageCount > 1 && (
        <nav aria-label={label}>
          <ul className="pagination">
            <PageButton label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
            </PageButton>
            {items.map((item, index) =>
              item === PAGE_BREAK ? (
                <li key={`break-${index}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">{PAGE_BREAK}</span>
                </li>
              ) : (
                <PageButton key={item} label={`Page ${item}`} current={item === page} onClick={() => onPage(item)}>
                  {item}
                </PageButton>
              ),
            )}
            <PageButton label="Next page" disabled={page >= pageCount && !totalCapped} onClick={() => onPage(page + 1)}>
              <ChevronRight aria-hidden="true" />
            </PageButton>
          </ul>
        </nav>
      )}
    </div>
  );
}
