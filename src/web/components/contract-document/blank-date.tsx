// A line to write a date on by hand, for a contract whose stored date cannot
// be read: the paper must still leave room for when the right to cancel ends.
export function BlankDate() {
  return (
    <span className="doc-blank">
      <span className="visually-hidden">(date to be written in by hand)</span>
    </span>
  );
}
