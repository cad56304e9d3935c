// A paragraph of the printed contract (plain and bold runs, and lines to write
// a date on by hand) as HTML.
import { Fragment } from 'react';
import type { Paragraph } from '#domain/printed-contract/text-runs';

export function Runs({ paragraph }: { paragraph: Paragraph }) {
  return (
    <>
      {paragraph.map((run, index) =>
        run.blank ? (
          <span key={index} className="doc-blank">
            <span className="visually-hidden">{run.text}</span>
          </span>
        ) : run.bold ? (
          <strong key={index}>{run.text}</strong>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
