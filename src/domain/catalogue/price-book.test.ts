import { describe, expect, it } from 'vitest';
import fixture from './starter-catalogue.json';
import type { WorkScope } from '../contract/model';
import {
  isEmptyDiff,
  localIsoDate,
  nextVersion,
  priceBookDiff,
  versionInEffect,
  withCategoryChange,
  withRate,
  withChart,
} from './price-book';

const scopes = fixture as WorkScope[];
const rateOf = (list: WorkScope[], calculationId: number) =>
  list.flatMap((scope) => scope.calculations).find((calculation) => calculation.id === calculationId)?.rate;

describe('the version in effect', () => {
  const versions = [
    { version: 1, effectiveOn: '2026-01-01' },
    { version: 2, effectiveOn: '2026-11-28' },
    { version: 3, effectiveOn: '2026-12-07' },
  ];

  it('is the highest version whose date has come', () => {
    expect(versionInEffect(versions, '2026-11-27')?.version).toBe(1);
    expect(versionInEffect(versions, '2026-11-28')?.version).toBe(2);
    expect(versionInEffect(versions, '2026-12-31')?.version).toBe(3);
  });

  it('is a later version published for the same day, which replaces the earlier one', () => {
    expect(versionInEffect([...versions, { version: 4, effectiveOn: '2026-11-28' }], '2026-11-30')?.version).toBe(4);
  });

  it('is the earliest one when the clock is before every date', () => {
    expect(versionInEffect(versions.slice(1), '2026-11-01')?.version).toBe(2);
    expect(versionInEffect([], '2026-11-01')).toBeNull();
  });

  it('names the next one due, and none once the last has come', () => {
    expect(nextVersion(versions, '2026-11-27')).toEqual({ version: 2, effectiveOn: '2026-11-28' });
    expect(nextVersion(versions, '2026-11-28')).toEqual({ version: 3, effectiveOn: '2026-12-07' });
    expect(nextVersion(versions, '2026-12-07')).toBeNull();
  });

  it('reads the day on the local calendar', () => {
    expect(localIsoDate(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(localIsoDate(new Date(2026, 10, 28, 0, 0))).toBe('2026-11-28');
  });
});

describe('editing a price book', () => {
  it('sets one rate to the cent, leaving every other rate', () => {
    const edited = withRate(scopes, 1001, 1.555);
    expect(rateOf(edited, 1001)).toBe(1.56);
    expect(rateOf(edited, 1002)).toBe(1.7);
    expect(rateOf(scopes, 1001)).toBe(1.4);
  });

  it('raises a whole category by a percentage, each rate rounded half up to the cent', () => {
    const raised = withCategoryChange(scopes, 1, 5);
    expect(rateOf(raised, 1001)).toBe(1.47); // 1.40 x 1.05
    expect(rateOf(raised, 1007)).toBe(1.94); // 1.85 x 1.05 = 1.9425
    expect(rateOf(raised, 1008)).toBe(0.89); // 0.85 x 1.05 = 0.8925
    const crawlspace = scopes.find((scope) => scope.category.name === 'Crawlspace')!;
    const crawlspaceRate = crawlspace.calculations[0]!;
    expect(rateOf(raised, crawlspaceRate.id)).toBe(crawlspaceRate.rate);
  });

  it('lowers by a percentage too', () => {
    expect(rateOf(withCategoryChange(scopes, 1, -2.5), 1003)).toBe(1.95); // 2.00 x 0.975
  });

  it('lists what a change does, rate by rate', () => {
    const diff = priceBookDiff(scopes, withCategoryChange(withRate(scopes, 1001, 1.5), 1, 0));
    expect(diff.rates).toEqual([
      {
        scopeId: 101,
        wsid: 'A1-01',
        scope: 'Blown Cellulose Attic Insulation to R-38',
        calculationId: 1001,
        calculation: 'Blown cellulose to R-38',
        before: 1.4,
        after: 1.5,
      },
    ]);
    expect(isEmptyDiff(priceBookDiff(scopes, scopes))).toBe(true);
  });

  it('lists scopes and calculations added, removed and renamed', () => {
    const [first, second, ...rest] = scopes;
    const renamed = { ...first!, name: 'Cellulose to R-38', calculations: [] };
    const added = { ...second!, id: 999, wsid: 'Z9-99', name: 'New scope' };
    const diff = priceBookDiff(scopes, [renamed, added, ...rest]);
    expect(diff.added).toEqual([{ wsid: 'Z9-99', name: 'New scope' }]);
    expect(diff.removed).toEqual([{ wsid: 'A1-02', name: second!.name }]);
    expect(diff.names).toEqual([
      { wsid: 'A1-01', field: 'scope name', before: first!.name, after: 'Cellulose to R-38' },
    ]);
    expect(diff.calculations).toEqual([{ wsid: 'A1-01', calculation: 'Blown cellulose to R-38', change: 'removed' }]);
  });
});

describe('a label chart edited in the console (decision 064)', () => {
  const scopes = fixture as WorkScope[];
  const a104 = scopes.find((scope) => scope.wsid === 'A1-04')!;
  const a106 = scopes.find((scope) => scope.wsid === 'A1-06')!;
  const chart = a104.chart!;

  it('lists a chart added, changed or removed, by its scope and product', () => {
    const r49Typo = {
      ...chart,
      rows: chart.rows.map((row) => (row.rValue === 49 ? { ...row, bagsPer1000: 52.2 } : row)),
    };
    let after = withChart(scopes, a106.id, { ...chart, product: 'Test fiberglass' });
    after = withChart(after, a104.id, r49Typo);
    after = withChart(after, scopes.find((scope) => scope.wsid === 'A1-05')!.id, null);
    expect(priceBookDiff(scopes, after).charts).toEqual([
      { wsid: 'A1-04', product: 'CertainTeed InsulSafe SP', change: 'changed' },
      { wsid: 'A1-05', product: 'CertainTeed InsulSafe SP', change: 'removed' },
      { wsid: 'A1-06', product: 'Test fiberglass', change: 'added' },
    ]);
    expect(after.find((scope) => scope.wsid === 'A1-05')).not.toHaveProperty('chart');
  });

  it('sees no change in the same chart, whatever order its keys come back in', () => {
    const reordered = {
      rows: chart.rows.map(({ settledInches, rValue, ...rest }) => ({ settledInches, ...rest, rValue })),
      product: chart.product,
    };
    const diff = priceBookDiff(scopes, withChart(scopes, a104.id, reordered));
    expect(isEmptyDiff(diff)).toBe(true);
  });
});
