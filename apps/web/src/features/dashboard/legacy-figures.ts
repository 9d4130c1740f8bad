import type { FiguresRow } from '@probity/domain';

/**
 * The bar of each row of a figures chart, as a percentage of the widest: by value, or by count when
 * no row has a value yet (legacies without details). A row with something to show is never thinner
 * than 2 % so it stays visible.
 */
export function barWidths(rows: readonly Pick<FiguresRow, 'count' | 'valuePence'>[]): number[] {
  const byValue = rows.some((r) => r.valuePence > 0);
  const measure = (r: Pick<FiguresRow, 'count' | 'valuePence'>) => (byValue ? r.valuePence : r.count);
  const max = Math.max(0, ...rows.map(measure));
  return rows.map((r) => {
    const m = measure(r);
    if (max === 0 || m <= 0) return 0;
    return Math.max(2, Math.round((m / max) * 1000) / 10);
  });
}
