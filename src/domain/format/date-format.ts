// Dates as the original showed them: MM/DD/YY and MM/DD/YY hh:mm a. The time
// zone is a parameter so tests (and a server) can pin it; undefined means the
// runtime's own zone, which is what an agent's browser wants.

type Part = Intl.DateTimeFormatPartTypes;

function parts(iso: unknown, timeZone: string | undefined, withTime: boolean): Partial<Record<Part, string>> | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      // h12 rather than hour12: true, which some engines read as h11 (0-11).
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' } : {}),
    });
    const byType: Partial<Record<Part, string>> = {};
    for (const part of format.formatToParts(date)) byType[part.type] = part.value;
    return byType;
  } catch {
    // An unknown time zone name throws a RangeError; a display never should.
    return null;
  }
}

/** '2026-11-21T20:05:00Z' in America/Chicago -> '11/21/26'; invalid -> ''. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  const p = parts(iso, timeZone, false);
  if (!p) return '';
  return `${p.month}/${p.day}/${p.year}`;
}

/** '2026-11-21T20:05:00Z' in America/Chicago -> '11/21/26 02:05 pm'; invalid -> ''. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const p = parts(iso, timeZone, true);
  if (!p) return '';
  // The original's `a` token (moment.js) writes the period in lower case.
  const period = (p.dayPeriod ?? '').toLowerCase();
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${period}`;
}

/**
 * '2026-11-24T15:05:00Z' in America/Chicago -> 'Tuesday, November 24, 2026 at 9:05 AM Central Standard Time': a
 * moment as a homeowner reads it, in their own zone and in words; '' when it cannot be read.
 */
export function formatMoment(iso: string | null | undefined, timeZone?: string): string {
  if (typeof iso !== 'string' || Number.isNaN(new Date(iso).getTime())) return '';
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'long',
    }).format(new Date(iso));
  } catch {
    return '';
  }
}

/** '2026-11-28' -> 'Saturday, November 28, 2026': a day read without doubt (a notice, a price book's date). */
export function longDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
