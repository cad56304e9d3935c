// The price book in the office console (docs/decisions/047-price-book-versions.md): every published version, which
// one tablets use today and which is due, each exported as the file import-catalogue reads; an admin makes the next.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { PriceBookSummary } from '#api/price-book';
import { localIsoDate, versionInEffect } from '#domain/catalogue/price-book';
import { formatDateTime, longDay } from '#domain/format/date-format';
import { officePriceBook, officePriceBooks } from '#web/sync/office-price-book';
import { saveFile } from '#web/sync/office-files';
import type { OfficeRole } from './office-console';
import { DoneNotice, ListState, useOfficeQuery } from './office-query';
import { PriceBookEditor } from './price-book-editor';
import { ProblemAlert } from './problem-alert';
import { ScrollTable } from './scroll-table';

const BOOKS_KEY = ['office', 'price-books'] as const;

function StateBadge({
  version,
  inEffect,
  today,
}: {
  version: PriceBookSummary;
  inEffect: number | null;
  today: string;
}) {
  if (version.version === inEffect) return <Badge bg="success">In effect</Badge>;
  if (version.effectiveOn > today)
    return (
      <Badge bg="info" text="dark">
        Due
      </Badge>
    );
  return (
    <Badge bg="light" text="dark">
      Past
    </Badge>
  );
}

export function PriceBookScreen({ role }: { role: OfficeRole }) {
  const client = useQueryClient();
  const books = useOfficeQuery(BOOKS_KEY, officePriceBooks);
  const newest = books.data?.versions[0]?.version;
  const base = useOfficeQuery(
    ['office', 'price-book', newest],
    () => officePriceBook(newest ?? 0),
    newest !== undefined,
  );
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The office's own calendar, as each tablet goes by its own: the server's UTC day is tomorrow every American evening.
  const today = localIsoDate(new Date());
  const inEffect = books.data ? (versionInEffect(books.data.versions, today)?.version ?? null) : null;

  async function exportVersion(version: number): Promise<void> {
    setProblem(null);
    const result = await officePriceBook(version);
    if (!result.ok) return setProblem(result.message);
    saveFile(
      new Blob([`${JSON.stringify(result.data.scopes, null, 2)}\n`], { type: 'application/json' }),
      `price-book-${version}.json`,
    );
  }

  async function published(version: PriceBookSummary): Promise<void> {
    setDone(
      `Price book ${version.version} is published. Tablets take it at their next sync and use it from ` +
        `${longDay(version.effectiveOn)}; contracts already priced keep their prices.`,
    );
    await client.invalidateQueries({ queryKey: ['office', 'price-books'] });
  }

  return (
    <section aria-labelledby="office-price-book-title">
      <h2 id="office-price-book-title" className="h4">
        Price book
      </h2>
      <p className="text-body-secondary">
        The work scopes and rates tablets quote from. Each version is used from its date on, offline too; a contract
        keeps the prices it was quoted with.{role === 'admin' ? '' : ' Only an admin publishes a new version.'}
      </p>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <ProblemAlert problem={problem} />
      <ListState query={books} what="the price books" />
      {books.data && (
        <ScrollTable label="Price books" className="office-price-books">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Used from</th>
              <th scope="col">State</th>
              <th scope="col">Published</th>
              <th scope="col">Note</th>
              <th scope="col">Work scopes</th>
              <th scope="col">
                <span className="visually-hidden">Export</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {books.data.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{version.version}</th>
                <td data-label="Used from">{longDay(version.effectiveOn)}</td>
                <td data-label="State">
                  <StateBadge version={version} inEffect={inEffect} today={today} />
                </td>
                <td data-label="Published">
                  {/* One block: a stacked row's cell lays its children side by side. */}
                  <div>
                    {formatDateTime(version.publishedAt)}
                    <div className="small text-body-secondary">
                      {version.publishedBy ?? (version.source === 'cli' ? 'admin command line' : 'the first start')}
                    </div>
                  </div>
                </td>
                <td data-label="Note" className="office-break">
                  {version.note}
                </td>
                <td data-label="Work scopes">
                  {version.scopeCount} ({version.calculationCount} lines)
                </td>
                <td className="text-end">
                  <Button
                    variant="outline-primary"
                    size="sm"
                    aria-label={`Export price book ${version.version}`}
                    onClick={() => void exportVersion(version.version)}
                  >
                    Export
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {role === 'admin' && base.data && (
        <PriceBookEditor
          key={base.data.version.version}
          base={{ version: base.data.version.version, scopes: base.data.scopes }}
          today={today}
          onPublished={(version) => void published(version)}
        />
      )}
      {role === 'admin' && <ListState query={base} what="the newest price book" />}
    </section>
  );
}
