// A moment of the signing as the record of signing prints it, in the language of the sale: '11/24/26 09:05 am' in
// English (the app's format), '24/11/26, 9:05 a.m.' in Spanish as Intl writes es-US; '' when it cannot be read.
import { formatDateTime } from '#domain/format/date-format';

export function momentIn(iso: string, timeZone: string, locale: string): string {
  if (locale === 'en-US') return formatDateTime(iso, timeZone);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(date);
  } catch {
    return '';
  }
}
