// Money, numbers and days as a contract prints them in the language of its sale, all through Intl
// (docs/decisions/053-language-of-the-sale.md). For en-US the output is the app's own formats (money-format.ts,
// number-format.ts); es-US writes money and numbers the same way and days in words ("lunes, 30 de noviembre de 2026").
import { toIsoDate, type CalendarDate } from '../legal/calendar-date';
import { roundHalfUp } from '../money';
import { formatDate } from './date-format';

export interface LocaleFormats {
  /** 1234.5 -> '$1,234.50'; -5 -> '-$5.00'; not a finite number -> '$0.00'. */
  dollars: (value: unknown) => string;
  /** 1234.5 -> '$1,235'. */
  wholeDollars: (value: unknown) => string;
  quantity: (value: number) => string;
  factor: (value: number) => string;
  /** 8.99 -> '8.99%'. */
  percent: (value: number) => string;
  /** { 2026, 11, 30 } -> 'Monday, November 30, 2026'. */
  longDate: (date: CalendarDate) => string;
  /** The contract's date in its header: '11/24/26' in English; in words where day and month swap places. */
  headerDate: (iso: string, timeZone: string) => string;
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
// `+ 0` turns -0 into 0 so that -0.001 shows as '$0.00', not '-$0.00'.
const cents = (value: unknown) => roundHalfUp([finite(value), 100]) / 100 + 0;

const made = new Map<string, LocaleFormats>();

export function localeFormats(locale: string): LocaleFormats {
  const known = made.get(locale);
  if (known) return known;
  // Made on first use, not when the module loads: the first Intl formatter of a page costs the browser its number
  // and date data, which the first screen does not need.
  const lazy = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const currency = (digits: number) =>
    lazy(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
  const money = currency(2);
  const whole = currency(0);
  const quantity = lazy(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }));
  const factor = lazy(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }));
  const percent = lazy(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  // The calendar date is already the right day: formatting its midnight in UTC cannot move it.
  const long = lazy(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
  );
  const longDate = (date: CalendarDate) => long().format(new Date(`${toIsoDate(date)}T00:00:00Z`));
  const formats: LocaleFormats = {
    dollars: (value) => money().format(cents(value)),
    wholeDollars: (value) => whole().format(roundHalfUp([finite(value)], 1) + 0),
    quantity: (value) => quantity().format(value),
    factor: (value) => factor().format(value),
    percent: (value) => `${percent().format(value)}%`,
    longDate,
    headerDate: (iso, timeZone) => {
      if (locale === 'en-US') return formatDate(iso, timeZone);
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      try {
        return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
          date,
        );
      } catch {
        return '';
      }
    },
  };
  made.set(locale, formats);
  return formats;
}
