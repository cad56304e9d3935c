// Price books: versions of the work-scope catalogue, each used from its effective date on
// (docs/decisions/047-price-book-versions.md). Which one is in effect, what changed between two, and the
// console's edits (one rate, a whole category by a percentage, or a scope's label chart).
import type { WorkScope } from '../contract/model';
import type { ChartRow } from '../insulation/bag-chart';
import type { LabelChart } from '../insulation/label-chart';
import { roundHalfUp } from '../money';

export interface PriceBookVersion {
  version: number;
  /** 'YYYY-MM-DD': used from the start of that day on the device's own calendar. */
  effectiveOn: string;
  note: string;
  scopes: WorkScope[];
}

/** The date part of a local day: 'YYYY-MM-DD' of `now` on this machine's calendar (the tablet's own). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The version in effect on `today`: the highest version whose date has come. When none has come (a clock set
 * back), the earliest one, so a tablet always quotes from a price book it holds.
 */
export function versionInEffect<T extends Pick<PriceBookVersion, 'version' | 'effectiveOn'>>(
  versions: readonly T[],
  today: string,
): T | null {
  const byVersion = [...versions].sort((a, b) => b.version - a.version);
  return (
    byVersion.find((candidate) => candidate.effectiveOn <= today) ??
    [...versions].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.version - b.version)[0] ??
    null
  );
}

/** The next version to come after `today`, or null: what agents are told is due. */
export function nextVersion<T extends Pick<PriceBookVersion, 'version' | 'effectiveOn'>>(
  versions: readonly T[],
  today: string,
): T | null {
  const current = versionInEffect(versions, today);
  return (
    [...versions]
      .filter((candidate) => candidate.effectiveOn > today && candidate.version > (current?.version ?? 0))
      .sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || b.version - a.version)[0] ?? null
  );
}

export interface RateChange {
  scopeId: number;
  wsid: string;
  scope: string;
  calculationId: number;
  calculation: string;
  before: number;
  after: number;
}

export interface NameChange {
  wsid: string;
  field: 'scope name' | 'calculation name' | 'category';
  before: string;
  after: string;
}

export interface PriceBookDiff {
  added: { wsid: string; name: string }[];
  removed: { wsid: string; name: string }[];
  rates: RateChange[];
  names: NameChange[];
  /** Calculations added or removed within a scope both versions have. */
  calculations: { wsid: string; calculation: string; change: 'added' | 'removed' }[];
  /** Label charts added, changed or removed on a scope both versions have (decision 064). */
  charts: { wsid: string; product: string; change: 'added' | 'changed' | 'removed' }[];
}

export function isEmptyDiff(diff: PriceBookDiff): boolean {
  return Object.values(diff).every((list: unknown[]) => list.length === 0);
}

/** What changes from `before` to `after`, scopes matched by id and calculations by id, in `after`'s order. */
export function priceBookDiff(before: readonly WorkScope[], after: readonly WorkScope[]): PriceBookDiff {
  const old = new Map(before.map((scope) => [scope.id, scope]));
  const kept = new Set(after.map((scope) => scope.id));
  const diff: PriceBookDiff = {
    added: [],
    removed: before.filter((scope) => !kept.has(scope.id)).map((scope) => ({ wsid: scope.wsid, name: scope.name })),
    rates: [],
    names: [],
    calculations: [],
    charts: [],
  };
  for (const scope of after) {
    const previous = old.get(scope.id);
    if (!previous) {
      diff.added.push({ wsid: scope.wsid, name: scope.name });
      continue;
    }
    if (previous.name !== scope.name)
      diff.names.push({ wsid: scope.wsid, field: 'scope name', before: previous.name, after: scope.name });
    if (previous.category.name !== scope.category.name)
      diff.names.push({
        wsid: scope.wsid,
        field: 'category',
        before: previous.category.name,
        after: scope.category.name,
      });
    const oldCalculations = new Map(previous.calculations.map((calculation) => [calculation.id, calculation]));
    const newIds = new Set(scope.calculations.map((calculation) => calculation.id));
    for (const calculation of scope.calculations) {
      const was = oldCalculations.get(calculation.id);
      if (!was) {
        diff.calculations.push({ wsid: scope.wsid, calculation: calculation.name, change: 'added' });
        continue;
      }
      if (was.name !== calculation.name)
        diff.names.push({ wsid: scope.wsid, field: 'calculation name', before: was.name, after: calculation.name });
      if (was.rate !== calculation.rate)
        diff.rates.push({
          scopeId: scope.id,
          wsid: scope.wsid,
          scope: scope.name,
          calculationId: calculation.id,
          calculation: calculation.name,
          before: was.rate,
          after: calculation.rate,
        });
    }
    for (const was of previous.calculations)
      if (!newIds.has(was.id)) diff.calculations.push({ wsid: scope.wsid, calculation: was.name, change: 'removed' });
    const chartChange = chartChangeOf(previous.chart, scope.chart);
    if (chartChange) diff.charts.push({ wsid: scope.wsid, ...chartChange });
  }
  return diff;
}

function chartChangeOf(
  before: LabelChart | undefined,
  after: LabelChart | undefined,
): Omit<PriceBookDiff['charts'][number], 'wsid'> | null {
  if (!before && !after) return null;
  if (!before) return { product: after!.product, change: 'added' };
  if (!after) return { product: before.product, change: 'removed' };
  return sameChart(before, after) ? null : { product: after.product, change: 'changed' };
}

const ROW_FIELDS: (keyof ChartRow)[] = [
  'rValue',
  'bagsPer1000',
  'maxSqFtPerBag',
  'minLbPerSqFt',
  'installedInches',
  'settledInches',
];

function sameChart(a: LabelChart, b: LabelChart): boolean {
  return (
    a.product === b.product &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, index) => ROW_FIELDS.every((field) => row[field] === b.rows[index]![field]))
  );
}

/** The scopes with one scope's label chart set, or taken off with null. */
export function withChart(scopes: readonly WorkScope[], scopeId: number, chart: LabelChart | null): WorkScope[] {
  return scopes.map((scope) => {
    if (scope.id !== scopeId) return scope;
    const { chart: _old, ...rest } = scope;
    return chart ? { ...rest, chart } : rest;
  });
}

/** The scopes with one calculation's rate set (dollars, to the cent). */
export function withRate(scopes: readonly WorkScope[], calculationId: number, rate: number): WorkScope[] {
  const cents = roundHalfUp([rate, 100]) / 100;
  return scopes.map((scope) =>
    scope.calculations.some((calculation) => calculation.id === calculationId)
      ? {
          ...scope,
          calculations: scope.calculations.map((calculation) =>
            calculation.id === calculationId ? { ...calculation, rate: cents } : calculation,
          ),
        }
      : scope,
  );
}

/**
 * Every rate of one category changed by `percent` (5 raises by 5%, -2.5 lowers), each rounded half up to the
 * cent. A rate of 0 (a line priced elsewhere) stays 0.
 */
export function withCategoryChange(scopes: readonly WorkScope[], categoryId: number, percent: number): WorkScope[] {
  return scopes.map((scope) =>
    scope.category.id === categoryId
      ? {
          ...scope,
          calculations: scope.calculations.map((calculation) => ({
            ...calculation,
            // rate x (100 + percent) is the new rate in cents.
            rate: Math.max(0, roundHalfUp([calculation.rate, 100 + percent]) / 100),
          })),
        }
      : scope,
  );
}
