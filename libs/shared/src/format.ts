// Relative times: 'just now' under a minute, the date (MM/DD/YYYY, the contract's formatDate) after
// 7 days, 'minute' shortened to 'min'. Money, weights, dates and times read as the contract formats them.
import { formatDate } from '@bullion/contract';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export function formatRelativeTime(value: Date | string | number, now: Date | string | number = Date.now()): string {
  const then = dayjs(value);
  const reference = dayjs(now);
  const elapsedMs = reference.diff(then);
  if (Math.abs(elapsedMs) < 60_000) return 'just now';
  if (elapsedMs > 7 * 24 * 60 * 60_000) return formatDate(then.toDate());
  return then.from(reference).replace(/minute/g, 'min');
}
