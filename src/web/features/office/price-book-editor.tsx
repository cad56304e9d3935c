// An admin's edits to the newest price book: a rate at a time, a whole category by a percentage, or a scope's label
// chart, every change listed before it is published with the date tablets use it from. Unpublished edits are kept
// in this browser.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, InputGroup, Table } from 'react-bootstrap';
import type { PriceBookSummary } from '#api/price-book';
import { HIDDEN_CATEGORY } from '#domain/catalogue/catalogue';
import { isEmptyDiff, priceBookDiff, withCategoryChange, withChart, withRate } from '#domain/catalogue/price-book';
import type { WorkScope } from '#domain/contract/model';
import { longDay } from '#domain/format/date-format';
import { formatDollars } from '#domain/format/money-format';
import {
  clearPriceBookDraft,
  publishOfficePriceBook,
  readPriceBookDraft,
  writePriceBookDraft,
} from '#web/sync/office-price-book';
import { LabelChartsPanel } from './label-charts-panel';
import { MissingLabelCharts } from './missing-label-charts';
import { PriceBookChanges } from './price-book-changes';
import { ProblemAlert } from './problem-alert';

interface Props {
  base: { version: number; scopes: WorkScope[] };
  /** The server's day: a price book takes effect on it or later. */
  today: string;
  onPublished: (version: PriceBookSummary) => void;
}

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function categoriesOf(scopes: readonly WorkScope[]) {
  const byId = new Map(scopes.map((scope) => [scope.category.id, scope.category.name]));
  return [...byId]
    .filter(([, name]) => name !== HIDDEN_CATEGORY)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Edits kept from an earlier visit, when they began from this version. */
function keptEdits(version: number): WorkScope[] | null {
  const draft = readPriceBookDraft();
  return draft && draft.baseVersion === version ? draft.scopes : null;
}

export function PriceBookEditor({ base, today, onPublished }: Props) {
  const [kept] = useState(() => keptEdits(base.version));
  const [scopes, setScopes] = useState<WorkScope[]>(kept ?? base.scopes);
  const categories = useMemo(() => categoriesOf(base.scopes), [base.scopes]);
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? 0);
  const [percent, setPercent] = useState('');
  // Bumped when rates change other than by typing, so every rate field shows its new value.
  const [generation, setGeneration] = useState(0);
  const [effectiveOn, setEffectiveOn] = useState(nextDay(today));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const diff = useMemo(() => priceBookDiff(base.scopes, scopes), [base.scopes, scopes]);
  const changed = !isEmptyDiff(diff);

  useEffect(() => {
    if (changed) writePriceBookDraft({ baseVersion: base.version, scopes });
    else clearPriceBookDraft();
  }, [changed, base.version, scopes]);

  const category = categories.find((candidate) => candidate.id === categoryId);
  const shown = scopes.filter((scope) => scope.category.id === categoryId);
  const baseRates = new Map(base.scopes.flatMap((scope) => scope.calculations).map((line) => [line.id, line.rate]));

  function commitRate(calculationId: number, text: string): void {
    const rate = Number(text);
    const ok = text.trim() !== '' && Number.isFinite(rate) && rate >= 0;
    setInvalid((before) => {
      const next = new Set(before);
      if (ok) next.delete(calculationId);
      else next.add(calculationId);
      return next;
    });
    if (ok) setScopes((current) => withRate(current, calculationId, rate));
  }

  function applyPercent(event: React.FormEvent): void {
    event.preventDefault();
    const value = Number(percent);
    if (percent.trim() === '' || !Number.isFinite(value) || value <= -100 || value > 1000) {
      setProblem('Give the change as a percentage: 5 raises every rate by 5%, -2.5 lowers them by 2.5%.');
      return;
    }
    setProblem(null);
    setScopes((current) => withCategoryChange(current, categoryId, value));
    setGeneration((count) => count + 1);
    setPercent('');
  }

  function discard(): void {
    setScopes(base.scopes);
    setInvalid(new Set());
    setGeneration((count) => count + 1);
    clearPriceBookDraft();
  }

  async function publish(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    if (invalid.size > 0) return setProblem('Some rates are not numbers of dollars: correct them first.');
    if (effectiveOn < today) return setProblem(`A price book takes effect on ${longDay(today)} or later.`);
    setBusy(true);
    setProblem(null);
    const result = await publishOfficePriceBook({ baseVersion: base.version, effectiveOn, note: note.trim(), scopes });
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    clearPriceBookDraft();
    onPublished(result.data);
  }

  return (
    <section aria-labelledby="price-book-edit-title" className="mt-4">
      <h3 id="price-book-edit-title" className="h5">
        Make price book {base.version + 1}
      </h3>
      <p className="text-body-secondary">
        Starts from price book {base.version}. Change rates one by one or a whole category by a percentage, check the
        changes, then publish with the day tablets use it from.
      </p>
      <MissingLabelCharts scopes={scopes} />
      {kept && changed && (
        <Alert variant="info" role="status">
          Your changes not yet published are back, as you left them in this browser.
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="price-book-category">
        <Form.Label>Category</Form.Label>
        <Form.Select value={categoryId} onChange={(event) => setCategoryId(Number(event.target.value))}>
          {categories.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form onSubmit={applyPercent} className="mb-3" noValidate>
        <Form.Label htmlFor="price-book-percent">
          Change every rate of {category?.name ?? 'this category'} by
        </Form.Label>
        <InputGroup className="price-book-percent">
          <Form.Control
            id="price-book-percent"
            inputMode="decimal"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            aria-describedby="price-book-percent-help"
          />
          <InputGroup.Text>%</InputGroup.Text>
          <Button type="submit" variant="outline-primary">
            Apply
          </Button>
        </InputGroup>
        <Form.Text id="price-book-percent-help">5 raises every rate by 5%; -2.5 lowers them by 2.5%.</Form.Text>
      </Form>
      <div className="table-responsive">
        <Table size="sm" className="office-stacked price-book-rates">
          <caption className="visually-hidden">Rates of {category?.name}</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Line</th>
              <th scope="col">Unit</th>
              <th scope="col">Now</th>
              <th scope="col">New rate</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((scope) =>
              scope.calculations.map((line) => (
                <tr key={line.id}>
                  <th scope="row">#{scope.wsid}</th>
                  <td data-label="Line">
                    <div>
                      {line.name}
                      <div className="small text-body-secondary">{scope.name}</div>
                    </div>
                  </td>
                  <td data-label="Unit">{line.qty_label}</td>
                  <td data-label="Now">{formatDollars(baseRates.get(line.id) ?? 0)}</td>
                  <td data-label="New rate">
                    <div>
                      <Form.Control
                        key={`${line.id}-${generation}`}
                        size="sm"
                        inputMode="decimal"
                        aria-label={`New rate of #${scope.wsid} ${line.name}, dollars per ${line.qty_label}`}
                        defaultValue={line.rate.toFixed(2)}
                        isInvalid={invalid.has(line.id)}
                        aria-describedby={invalid.has(line.id) ? `rate-problem-${line.id}` : undefined}
                        onBlur={(event) => commitRate(line.id, event.target.value)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') commitRate(line.id, event.currentTarget.value);
                        }}
                      />
                      {invalid.has(line.id) && (
                        <Form.Control.Feedback type="invalid" id={`rate-problem-${line.id}`}>
                          A number of dollars, 0 or more.
                        </Form.Control.Feedback>
                      )}
                    </div>
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </Table>
      </div>
      <LabelChartsPanel
        categoryName={category?.name ?? 'this category'}
        scopes={shown}
        onChange={(scopeId, chart) => setScopes((current) => withChart(current, scopeId, chart))}
      />
      <PriceBookChanges diff={diff} version={base.version} />
      <Form onSubmit={(event) => void publish(event)} className="mt-3 price-book-publish" noValidate>
        <Form.Group className="mb-3" controlId="price-book-effective">
          <Form.Label>Tablets use it from</Form.Label>
          <Form.Control
            type="date"
            min={today}
            required
            value={effectiveOn}
            onChange={(event) => setEffectiveOn(event.target.value)}
          />
          <Form.Text>{effectiveOn ? `${longDay(effectiveOn)}, from midnight on each tablet.` : ''}</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="price-book-note">
          <Form.Label>Note for the office and the agents</Form.Label>
          <Form.Control value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </Form.Group>
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={!changed || busy || !effectiveOn}>
            {busy ? 'Publishing…' : `Publish price book ${base.version + 1}`}
          </Button>
          <Button variant="outline-primary" disabled={!changed || busy} onClick={discard}>
            Discard changes
          </Button>
        </div>
        <ProblemAlert problem={problem} />
      </Form>
    </section>
  );
}
