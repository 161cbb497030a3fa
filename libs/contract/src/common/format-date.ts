// How dates and times read on every page and in every e-mail (product spec: MM/DD/YYYY, times
// MM/DD/YYYY h:mm a), in the reader's time zone: pages pass none (the browser's), the API passes 'UTC'.
import { NO_VALUE } from './no-value';

export interface DateFormatOptions {
  /** An IANA time zone ('UTC' on the server); the reader's own when left out. */
  timeZone?: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true });
    dateTimeFormats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * The moment a value names, or null. A calendar date ("2026-11-05") is midnight of that day in the
 * zone it is shown in, so it reads as the same day everywhere.
 */
function toDate(value: Date | string | number | null | undefined, timeZone: string | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
    return timeZone === 'UTC' ? new Date(Date.UTC(year, month - 1, day)) : new Date(year, month - 1, day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/DD/YYYY: "03/07/2026"; no date → "—". */
export function formatDate(value: Date | string | number | null | undefined, { timeZone }: DateFormatOptions = {}): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[2]}/${calendar[3]}/${calendar[1]}`;
  const date = toDate(value, timeZone);
  if (!date) return NO_VALUE;
  const parts = partsOf(date, timeZone);
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/** MM/DD/YYYY h:mm a: "03/07/2026 9:05 am"; no date → "—". */
export function formatDateTime(value: Date | string | number | null | undefined, { timeZone }: DateFormatOptions = {}): string {
  const date = toDate(value, timeZone);
  if (!date) return NO_VALUE;
  const parts = partsOf(date, timeZone);
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}
