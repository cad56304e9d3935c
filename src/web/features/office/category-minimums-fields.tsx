// One role's category minimums in the price-floors form (docs/decisions/055-price-floors.md): for a category of the
// price book, the least its work may sell for after its share of the discount. Rows are typed as text and read on
// save, so a half-typed price is never lost or changed.
import { Button, Form } from 'react-bootstrap';
import type { CategoryMinimum } from '#domain/approval/price-floors';
import { parseAmountInput } from '#domain/contract/amount-input';
import { toCents, toDollars } from '#domain/money';

export interface MinimumRow {
  /** A stable key for the row while it is edited. */
  key: number;
  categoryId: number | null;
  price: string;
}

export interface Category {
  id: number;
  name: string;
}

let nextKey = 1;
export function minimumRowsOf(minimums: readonly CategoryMinimum[]): MinimumRow[] {
  return minimums.map((minimum) => ({
    key: nextKey++,
    categoryId: minimum.categoryId,
    price: toDollars(minimum.minimumCents).toFixed(2),
  }));
}

/** The rows as the API takes them, or what is wrong with the first row that cannot be read. */
export function readMinimumRows(
  rows: readonly MinimumRow[],
  categories: readonly Category[],
  roleName: string,
): { ok: true; minimums: CategoryMinimum[] } | { ok: false; message: string } {
  const minimums: CategoryMinimum[] = [];
  for (const row of rows) {
    const category = categories.find((each) => each.id === row.categoryId);
    if (!category) return { ok: false, message: `${roleName}: choose the category of each minimum price.` };
    const price = parseAmountInput(row.price);
    if (!price.ok || price.value <= 0)
      return { ok: false, message: `${roleName}: the least price of ${category.name} is an amount above $0.` };
    if (minimums.some((minimum) => minimum.categoryId === category.id))
      return { ok: false, message: `${roleName}: ${category.name} has one minimum price.` };
    minimums.push({ categoryId: category.id, name: category.name, minimumCents: toCents(price.value) });
  }
  return { ok: true, minimums };
}

export function CategoryMinimumsFields({
  role,
  roleName,
  rows,
  categories,
  onChange,
}: {
  role: string;
  roleName: string;
  rows: readonly MinimumRow[];
  categories: readonly Category[];
  onChange: (rows: MinimumRow[]) => void;
}) {
  const change = (key: number, patch: Partial<MinimumRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{roleName}: least price of a category</legend>
      {rows.length === 0 && <p className="text-body-secondary mb-2">None: any price, within the discount above.</p>}
      {rows.map((row, index) => {
        const id = `floor-${role}-minimum-${row.key}`;
        const name = categories.find((each) => each.id === row.categoryId)?.name ?? `minimum ${index + 1}`;
        return (
          <div key={row.key} className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <Form.Group controlId={`${id}-category`} className="flex-grow-1">
              <Form.Label>Category</Form.Label>
              <Form.Select
                value={row.categoryId ?? ''}
                onChange={(event) =>
                  change(row.key, { categoryId: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`${id}-price`}>
              <Form.Label>Least price ($)</Form.Label>
              <Form.Control
                value={row.price}
                inputMode="decimal"
                onChange={(event) => change(row.key, { price: event.target.value })}
              />
            </Form.Group>
            <Button
              variant="outline-primary"
              aria-label={`Remove the least price of ${name} for ${roleName.toLowerCase()}`}
              onClick={() => onChange(rows.filter((each) => each.key !== row.key))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline-primary"
        disabled={categories.length === 0}
        onClick={() => onChange([...rows, { key: nextKey++, categoryId: null, price: '' }])}
      >
        Add a least price for {roleName.toLowerCase()}
      </Button>
    </fieldset>
  );
}
