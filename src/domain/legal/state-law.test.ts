import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoDate, type CalendarDate } from './calendar-date';
import {
  cancellationBusinessDays,
  depositCapCents,
  depositOverCap,
  earliestStart,
  rulesFor,
  stateCancellationDeadline,
} from './state-law';
import { BUNDLED_RULES } from './state-rules/bundled-rules';

// An independent day counter, written from each statute's own definition of a business day, on the JavaScript
// calendar (Date in UTC) rather than the product's CalendarDate arithmetic.
type Holiday = 'new-year' | 'mlk' | 'washington' | 'patriots' | 'memorial' | 'juneteenth' | 'independence' | 'labor';
type Holiday2 = 'columbus' | 'veterans' | 'thanksgiving' | 'christmas';
const FTC_NINE: (Holiday | Holiday2)[] = [
  'new-year',
  'washington',
  'memorial',
  'independence',
  'labor',
  'columbus',
  'veterans',
  'thanksgiving',
  'christmas',
];
const FEDERAL: (Holiday | Holiday2)[] = [...FTC_NINE, 'mlk', 'juneteenth'];

interface Statute {
  days: number;
  olderDays?: number;
  olderFromCents?: number;
  saturdays: boolean;
  holidays: (Holiday | Holiday2)[];
}

const STATUTES: Record<string, Statute> = {
  US: { days: 3, saturdays: true, holidays: FEDERAL }, // 16 CFR 429.0, with decision 002's federal list
  CA: { days: 3, olderDays: 5, saturdays: true, holidays: FTC_NINE }, // Civ. 1689.5(e), 1689.7
  MD: { days: 5, olderDays: 7, saturdays: true, holidays: FTC_NINE }, // Com. Law 14-301(b)
  ND: { days: 3, olderDays: 15, olderFromCents: 5001, saturdays: true, holidays: FEDERAL }, // 51-18-02
  GA: { days: 3, saturdays: false, holidays: FEDERAL }, // 10-1-6 as amended 2023
  MO: { days: 3, saturdays: false, holidays: FEDERAL }, // 407.705
  MA: { days: 3, saturdays: true, holidays: [...FEDERAL, 'patriots'] }, // c. 93 s. 48, Division of Banks
  FL: { days: 3, saturdays: true, holidays: FEDERAL }, // 501.021
  TX: { days: 3, saturdays: true, holidays: FEDERAL },
  NJ: { days: 3, saturdays: true, holidays: FEDERAL },
  OH: { days: 3, saturdays: true, holidays: FEDERAL },
  NY: { days: 3, saturdays: true, holidays: FEDERAL },
  PA: { days: 3, saturdays: true, holidays: FEDERAL },
  IL: { days: 3, saturdays: true, holidays: FEDERAL },
  AZ: { days: 3, saturdays: true, holidays: FTC_NINE }, // 44-5002
  NC: { days: 3, saturdays: true, holidays: FEDERAL },
};

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);

function nthMonday(year: number, month: number, n: number): string {
  const mondays = [];
  for (let day = 1; day <= 31; day++) {
    const date = utc(year, month, day);
    if (date.getUTCMonth() === month - 1 && date.getUTCDay() === 1) mondays.push(iso(date));
  }
  return n > 0 ? (mondays[n - 1] ?? '') : (mondays[mondays.length + n] ?? '');
}

function fourthThursday(year: number): string {
  const thursdays = [];
  for (let day = 1; day <= 30; day++) if (utc(year, 11, day).getUTCDay() === 4) thursdays.push(iso(utc(year, 11, day)));
  return thursdays[3] ?? '';
}

/** A fixed date, and the weekday it is observed on when it falls on a weekend. */
function fixed(year: number, month: number, day: number): string[] {
  const date = utc(year, month, day);
  const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
  return [iso(date), iso(utc(year, month, day + shift))];
}

const holidayCache = new Map<string, Set<string>>();

function holidayDays(year: number, names: (Holiday | Holiday2)[]): Set<string> {
  const cacheKey = `${year} ${names.join()}`;
  const known = holidayCache.get(cacheKey);
  if (known) return known;
  const days: Record<Holiday | Holiday2, string[]> = {
    'new-year': [...fixed(year, 1, 1), ...fixed(year + 1, 1, 1)],
    mlk: [nthMonday(year, 1, 3)],
    washington: [nthMonday(year, 2, 3)],
    patriots: [nthMonday(year, 4, 3)],
    memorial: [nthMonday(year, 5, -1)],
    juneteenth: year >= 2021 ? fixed(year, 6, 19) : [],
    independence: fixed(year, 7, 4),
    labor: [nthMonday(year, 9, 1)],
    columbus: [nthMonday(year, 10, 2)],
    veterans: fixed(year, 11, 11),
    thanksgiving: [fourthThursday(year)],
    christmas: fixed(year, 12, 25),
  };
  const set = new Set(names.flatMap((name) => days[name]));
  holidayCache.set(cacheKey, set);
  return set;
}

function statuteDeadline(sale: Date, statute: Statute, days: number): string {
  let date = sale;
  let counted = 0;
  while (counted < days) {
    date = new Date(date.getTime() + 86_400_000);
    const weekday = date.getUTCDay();
    const holiday = holidayDays(date.getUTCFullYear(), statute.holidays).has(iso(date));
    if (weekday !== 0 && (statute.saturdays || weekday !== 6) && !holiday) counted += 1;
  }
  return iso(date);
}

const STATUTE_US = STATUTES.US as Statute;
const calendar = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

describe('the last day to cancel in each covered state, every sale day of 2026-2030', () => {
  for (const [state, statute] of Object.entries(STATUTES)) {
    it(`${state}, with and without a buyer of 65 or older`, () => {
      const rules = rulesFor(state);
      expect(rules.state).toBe(state);
      for (let sale = utc(2026, 1, 1); sale <= utc(2030, 12, 31); sale = new Date(sale.getTime() + 86_400_000)) {
        for (const olderBuyer of [false, true]) {
          const priceCents = 1_000_000;
          const days = olderBuyer && statute.olderDays ? statute.olderDays : statute.days;
          const own = statuteDeadline(sale, statute, days);
          const federal = statuteDeadline(sale, STATUTE_US, STATUTE_US.days);
          const expected = own > federal ? own : federal;
          const product = toIsoDate(stateCancellationDeadline(calendar(sale), rules, { olderBuyer, priceCents }));
          if (product !== expected) expect(`${iso(sale)} older=${olderBuyer}: ${product}`).toBe(expected);
        }
      }
    });
  }
});

describe('worked deadlines', () => {
  const deadline = (state: string, sale: string, olderBuyer = false, priceCents = 1_000_000) => {
    const [year = 0, month = 0, day = 0] = sale.split('-').map(Number);
    return toIsoDate(stateCancellationDeadline({ year, month, day }, rulesFor(state), { olderBuyer, priceCents }));
  };

  it('gives a Maryland buyer five business days, seven at 65', () => {
    // Mon Nov 30 2026: Tue 1, Wed 2, Thu 3, Fri 4, Sat 5 (Saturdays count in Maryland).
    expect(deadline('MD', '2026-11-30')).toBe('2026-12-05');
    // ... Sun 6 skipped, Mon 7, Tue 8.
    expect(deadline('Maryland', '2026-11-30', true)).toBe('2026-12-08');
  });

  it('gives a California buyer of 65 five business days', () => {
    expect(deadline('CA', '2026-11-30')).toBe('2026-12-03');
    expect(deadline('CA', '2026-11-30', true)).toBe('2026-12-05');
  });

  it('skips Saturdays in Georgia and Missouri', () => {
    // Thu Dec 3 2026: Fri 4 = 1, Sat and Sun skipped, Mon 7 = 2, Tue 8 = 3.
    expect(deadline('GA', '2026-12-03')).toBe('2026-12-08');
    expect(deadline('MO', '2026-12-03')).toBe('2026-12-08');
    expect(deadline('WI', '2026-12-03')).toBe('2026-12-07');
  });

  it("skips Patriots' Day in Massachusetts", () => {
    // Fri Apr 16 2027: Sat 17 = 1, Sun, Mon 19 Patriots' Day, Tue 20 = 2, Wed 21 = 3.
    expect(deadline('MA', '2027-04-16')).toBe('2027-04-21');
    expect(deadline('NY', '2027-04-16')).toBe('2027-04-20');
  });

  it('gives a North Dakota buyer of 65 fifteen business days only above $50', () => {
    expect(cancellationBusinessDays(rulesFor('ND'), { olderBuyer: true, priceCents: 5001 })).toBe(15);
    expect(cancellationBusinessDays(rulesFor('ND'), { olderBuyer: true, priceCents: 5000 })).toBe(3);
  });

  it('never gives a Maryland or Arizona buyer less than the federal rule, whose list has Martin Luther King Day', () => {
    // Thu Jan 14 2027 in Arizona (its list lacks MLK Day, Mon Jan 18): Fri 15, Sat 16, Mon 18 by its own count;
    // the federal count skips the 18th: Tue 19.
    expect(deadline('AZ', '2027-01-14')).toBe('2027-01-19');
  });
});

describe('earliest start', () => {
  it('is the day after the deadline in Ohio, and not limited elsewhere', () => {
    expect(earliestStart(rulesFor('OH'), { year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
    expect(earliestStart(rulesFor('CA'), { year: 2026, month: 12, day: 31 })).toBeNull();
  });
});

describe('deposit caps', () => {
  it.each([
    ['CA', 500_000, 50_000],
    ['CA', 800_000, 80_000],
    ['CA', 1_000_000, 100_000],
    ['CA', 2_500_000, 100_000],
    ['MD', 900_000, 300_000],
    ['MD', 1_000_000, 333_333],
    ['MA', 900_000, 300_000],
    ['MA', 100_000, null],
    ['PA', 600_000, 200_000],
    ['FL', 1_000_000, null],
    ['WI', 1_000_000, null],
  ])('%s on %i cents allows %s cents', (state, price, cap) => {
    expect(depositCapCents(rulesFor(state), price)).toBe(cap);
  });

  it('refuses a California deposit one cent above the cap', () => {
    expect(depositOverCap(rulesFor('CA'), 1_000_000, 1000)).toBe(false);
    expect(depositOverCap(rulesFor('CA'), 1_000_000, 1000.01)).toBe(true);
  });

  it('never allows more than the price, nor more than a named cap, in any state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUNDLED_RULES), fc.integer({ min: 0, max: 100_000_000 }), (rules, priceCents) => {
        const cap = depositCapCents(rules, priceCents);
        if (cap === null) return;
        expect(cap).toBeLessThanOrEqual(priceCents);
        if (rules.deposit?.capCents !== undefined) expect(cap).toBeLessThanOrEqual(rules.deposit.capCents);
        expect(depositOverCap(rules, priceCents, cap / 100)).toBe(false);
        expect(depositOverCap(rules, priceCents, (cap + 1) / 100)).toBe(true);
      }),
    );
  });
});

describe('rulesFor', () => {
  it('reads the state however it was typed, and falls back to the federal rule', () => {
    expect(rulesFor('california').state).toBe('CA');
    expect(rulesFor(' Calif. ').state).toBe('CA');
    expect(rulesFor('md').state).toBe('MD');
    expect(rulesFor('Wisconsin').state).toBe('US');
    expect(rulesFor('').state).toBe('US');
    expect(rulesFor('Narnia').state).toBe('US');
  });

  it('takes the newest version of a state in a set, and the federal rule of the release when a set lacks one', () => {
    const maryland = rulesFor('MD');
    const set = [{ ...maryland, version: 3 }, maryland, { ...maryland, version: 2 }];
    expect(rulesFor('MD', set).version).toBe(3);
    expect(rulesFor('WI', set).state).toBe('US');
  });
});
