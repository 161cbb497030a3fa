// How long a quote's prices stay locked, as the order page's countdown and the dashboard's open
// quotes show it. Without antd: the dashboard's plain orders card imports it.

/** 14:05, or 1:02:03 past an hour; never below 0:00. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
