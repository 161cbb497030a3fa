/** Change between the first and last point of a series, as a fraction (0.012 = +1.2 %). */
export function relativeChange(series: readonly number[]): number | null {
  const first = series[0];
  const last = series.at(-1);
  if (first === undefined || last === undefined || series.length < 2 || first === 0) return null;
  return (last - first) / first;
}

export function formatChange(change: number | null): string {
  if (change === null) return '—';
  const percent = (change * 100).toFixed(2);
  return `${change > 0 ? '+' : ''}${percent} %`;
}
