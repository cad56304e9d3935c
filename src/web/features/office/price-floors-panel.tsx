// The office's price floors (docs/decisions/055-price-floors.md): the largest discount each role may give without a
// manager's approval, and the least price of a category; an admin changes them, and tablets check them from their next
// price-book download.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { SELLING_ROLES, type PriceFloors, type SellingRole } from '#domain/approval/price-floors';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import { officePriceFloors, saveOfficePriceFloors } from '#web/sync/office-approvals';
import { officePriceBook, officePriceBooks } from '#web/sync/office-price-book';
import {
  CategoryMinimumsFields,
  minimumRowsOf,
  readMinimumRows,
  type Category,
  type MinimumRow,
} from './category-minimums-fields';
import type { OfficeRole } from './office-console';
import { DoneNotice, ListState, useOfficeQuery } from './office-query';

const FLOORS_KEY = ['office', 'price-floors'] as const;
const ROLE_NAMES: Record<SellingRole, string> = { agent: 'Agents', manager: 'Managers', admin: 'Admins' };

function limitText(percent: number | null): string {
  return percent === null ? 'no limit' : `${percent}% of the total`;
}

export function PriceFloorsPanel({ role }: { role: OfficeRole }) {
  const client = useQueryClient();
  const floors = useOfficeQuery(FLOORS_KEY, officePriceFloors);
  const categories = usePriceBookCategories();
  const [done, setDone] = useState<string | null>(null);
  const current = floors.data?.floors;
  return (
    <section aria-labelledby="office-floors-title" className="mt-5">
      <h2 id="office-floors-title" className="h4">
        Price floors
      </h2>
      <p className="text-body-secondary">
        The largest discount (discount and coupon together) each role may give. Tablets check it with no signal; a
        contract over it is signed only with a manager&rsquo;s approval code.
      </p>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <ListState query={floors} what="the price floors" />
      {current && (
        <>
          <dl className="office-facts">
            {SELLING_ROLES.map((each) => (
              <div key={each} className="contents">
                <dt>{ROLE_NAMES[each]}</dt>
                <dd>
                  {limitText(current[each].maxDiscountPercent)}
                  {current[each].categoryMinimums.map(
                    (minimum) => `; ${minimum.name} at least ${formatDollars(toDollars(minimum.minimumCents))}`,
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {role === 'admin' ? (
            <FloorsForm
              initial={current}
              categories={categories}
              onSaved={async (changed) => {
                setDone(changed ? 'Saved. Tablets check these floors from their next sync.' : 'Nothing had changed.');
                await client.invalidateQueries({ queryKey: FLOORS_KEY });
              }}
            />
          ) : (
            <p>Only an admin changes them.</p>
          )}
        </>
      )}
    </section>
  );
}

/** The categories of the newest price book, by name: what a minimum can be set on. */
function usePriceBookCategories(): Category[] {
  const books = useOfficeQuery(['office', 'price-books'], officePriceBooks);
  const newest = books.data?.versions[0]?.version;
  const book = useOfficeQuery(
    ['office', 'price-book', newest],
    () => officePriceBook(newest ?? 0),
    newest !== undefined,
  );
  const byId = new Map<number, Category>();
  for (const scope of book.data?.scopes ?? []) byId.set(scope.category.id, scope.category);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function FloorsForm({
  initial,
  categories,
  onSaved,
}: {
  initial: PriceFloors;
  categories: readonly Category[];
  onSaved: (changed: boolean) => Promise<void>;
}) {
  const [text, setText] = useState<Record<SellingRole, string>>(() => ({
    agent: initial.agent.maxDiscountPercent?.toString() ?? '',
    manager: initial.manager.maxDiscountPercent?.toString() ?? '',
    admin: initial.admin.maxDiscountPercent?.toString() ?? '',
  }));
  const [minimums, setMinimums] = useState<Record<SellingRole, MinimumRow[]>>(() => ({
    agent: minimumRowsOf(initial.agent.categoryMinimums),
    manager: minimumRowsOf(initial.manager.categoryMinimums),
    admin: minimumRowsOf(initial.admin.categoryMinimums),
  }));
  // Minimums already set on a category the newest price book no longer has stay choosable.
  const known = new Map(categories.map((category) => [category.id, category]));
  for (const each of SELLING_ROLES)
    for (const minimum of initial[each].categoryMinimums)
      if (!known.has(minimum.categoryId)) known.set(minimum.categoryId, { id: minimum.categoryId, name: minimum.name });
  const choices = [...known.values()];
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...initial };
    for (const each of SELLING_ROLES) {
      const typed = text[each].trim().replace(/%$/, '');
      const percent = typed === '' ? null : Number(typed);
      if (percent !== null && !(Number.isFinite(percent) && percent >= 0 && percent <= 100))
        return setProblem(`${ROLE_NAMES[each]}: a discount limit is a percentage from 0 to 100, or empty for none.`);
      const read = readMinimumRows(minimums[each], choices, ROLE_NAMES[each]);
      if (!read.ok) return setProblem(read.message);
      next[each] = { maxDiscountPercent: percent, categoryMinimums: read.minimums };
    }
    const result = await saveOfficePriceFloors(next);
    if (!result.ok) return setProblem(result.message);
    setProblem(null);
    await onSaved(result.data.changed);
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {SELLING_ROLES.map((each) => (
        <div key={each} className="mb-4">
          <Form.Group controlId={`floor-${each}`} className="mb-3">
            <Form.Label>{ROLE_NAMES[each]}: largest discount (%)</Form.Label>
            <Form.Control
              value={text[each]}
              inputMode="decimal"
              placeholder="No limit"
              onChange={(event) => setText((current) => ({ ...current, [each]: event.target.value }))}
            />
          </Form.Group>
          <CategoryMinimumsFields
            role={each}
            roleName={ROLE_NAMES[each]}
            rows={minimums[each]}
            categories={choices}
            onChange={(rows) => setMinimums((current) => ({ ...current, [each]: rows }))}
          />
        </div>
      ))}
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit">Save the price floors</Button>
    </Form>
  );
}
