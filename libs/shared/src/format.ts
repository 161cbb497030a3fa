// Formatting rules: prices in USD (en-US), spot times as MM/DD/YYYY h:mm a, and
// relative times ('just now' under a minute, MM/DD/YYYY after 7 days, 'minute' shortened to 'min').
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export const SPOT_TIME_FORMAT = 'MM/DD/YYYY h:mm a';
export const DATE_FORMAT = 'MM/DD/YYYY';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(value: number | string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(amount) ? usd.format(amount) : '—';
}

export function formatSpotTime(value: Date | string | number): string {
  return dayjs(value).format(SPOT_TIME_FORMAT);
}

export function formatRelativeTime(value: Date | string | number, now: Date | string | number = Date.now()): string {
  const then = dayjs(value);
  const reference = dayjs(now);
  const elapsedMs = reference.diff(then);
  if (Math.abs(elapsedMs) < 60_000) return 'just now';
  if (elapsedMs > 7 * 24 * 60 * 60_000) return then.format(DATE_FORMAT);
  return then.from(reference).replace(/minute/g, 'min');
}
