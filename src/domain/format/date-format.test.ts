import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, longDay } from './date-format';

const CHICAGO = 'America/Chicago';

describe('formatDate', () => {
  it('shows MM/DD/YY in the given zone', () => {
    expect(formatDate('2026-11-21T20:05:00Z', CHICAGO)).toBe('11/21/26');
    expect(formatDate('2026-11-21T20:05:00Z', 'UTC')).toBe('11/21/26');
  });

  it('takes the day of the zone, not of UTC', () => {
    // 03:30 UTC on the 21st is 9:30 PM on the 20th in Chicago (UTC-6).
    expect(formatDate('2026-11-21T03:30:00Z', 'UTC')).toBe('11/21/26');
    expect(formatDate('2026-11-21T03:30:00Z', CHICAGO)).toBe('11/20/26');
    expect(formatDate('2027-01-01T02:00:00Z', CHICAGO)).toBe('12/31/26');
  });

  it('uses the runtime zone when none is given', () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate('2026-11-21T03:30:00Z')).toBe(formatDate('2026-11-21T03:30:00Z', local));
  });

  it.each(['', '   ', 'not a date', '2026-13-45T00:00:00Z', null, undefined])(
    'gives an empty string for %j',
    (value) => {
      expect(formatDate(value, CHICAGO)).toBe('');
      expect(formatDateTime(value, CHICAGO)).toBe('');
    },
  );

  it('gives an empty string for an unknown zone instead of throwing', () => {
    expect(formatDate('2026-11-21T20:05:00Z', 'Mars/Olympus')).toBe('');
    expect(formatDateTime('2026-11-21T20:05:00Z', 'Mars/Olympus')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows MM/DD/YY hh:mm a with a zero-padded 12-hour clock', () => {
    expect(formatDateTime('2026-11-21T20:05:00Z', CHICAGO)).toBe('11/21/26 02:05 pm');
    expect(formatDateTime('2026-11-21T20:05:00Z', 'UTC')).toBe('11/21/26 08:05 pm');
    expect(formatDateTime('2026-11-21T09:07:00.000Z', 'UTC')).toBe('11/21/26 09:07 am');
  });

  it('shows midnight as 12:00 am and noon as 12:00 pm', () => {
    expect(formatDateTime('2026-11-21T00:00:00Z', 'UTC')).toBe('11/21/26 12:00 am');
    expect(formatDateTime('2026-11-21T12:00:00Z', 'UTC')).toBe('11/21/26 12:00 pm');
    // Midnight in Chicago is 06:00 UTC in winter.
    expect(formatDateTime('2026-11-21T06:00:00Z', CHICAGO)).toBe('11/21/26 12:00 am');
    expect(formatDateTime('2026-11-21T00:59:00Z', 'UTC')).toBe('11/21/26 12:59 am');
  });

  it('follows daylight saving time in Chicago', () => {
    // 8 March 2026: clocks jump from 2:00 CST to 3:00 CDT.
    expect(formatDateTime('2026-03-08T07:59:00Z', CHICAGO)).toBe('03/08/26 01:59 am');
    expect(formatDateTime('2026-03-08T08:00:00Z', CHICAGO)).toBe('03/08/26 03:00 am');
    // 1 November 2026: 1:30 AM happens twice, an hour apart in UTC.
    expect(formatDateTime('2026-11-01T06:30:00Z', CHICAGO)).toBe('11/01/26 01:30 am');
    expect(formatDateTime('2026-11-01T07:30:00Z', CHICAGO)).toBe('11/01/26 01:30 am');
    expect(formatDateTime('2026-11-01T08:30:00Z', CHICAGO)).toBe('11/01/26 02:30 am');
  });

  it('reads offsets written in the timestamp', () => {
    expect(formatDateTime('2026-07-04T18:45:00-05:00', CHICAGO)).toBe('07/04/26 06:45 pm');
  });
});

describe('longDay', () => {
  it('names the weekday and the month of a calendar day, in any zone', () => {
    expect(longDay('2026-11-30')).toBe('Monday, November 30, 2026');
    expect(longDay('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});
