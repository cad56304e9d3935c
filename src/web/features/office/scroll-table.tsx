// The console's tables: on a phone each row stacks into labelled lines (office-console.css, each cell's data-label);
// where one still scrolls sideways its region is named and reachable with the keyboard (axe's
// scrollable-region-focusable).
import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

export function ScrollTable({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling region must take the focus to scroll by keyboard
    <div className="table-responsive" role="region" aria-label={`${label} table`} tabIndex={0}>
      <Table className={`${className} office-stacked`}>
        <caption className="visually-hidden">{label}</caption>
        {children}
      </Table>
    </div>
  );
}
