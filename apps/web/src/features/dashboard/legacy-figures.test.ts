import { describe, expect, it } from 'vitest';
import { poundsFigure } from './dashboard-tiles';
import { barWidths } from './legacy-figures';

describe("the dashboard's legacy charts", () => {
  it('sizes the bars by value against the widest, else by count', () => {
    expect(
      barWidths([
        { count: 1, valuePence: 3_062_500 },
        { count: 2, valuePence: 500_000 },
        { count: 0, valuePence: 0 },
        { count: 1, valuePence: 100 },
      ]),
    ).toEqual([100, 16.3, 0, 2]);
    expect(
      barWidths([
        { count: 3, valuePence: 0 },
        { count: 1, valuePence: 0 },
      ]),
    ).toEqual([100, 33.3]);
    expect(barWidths([{ count: 0, valuePence: 0 }])).toEqual([0]);
    expect(barWidths([])).toEqual([]);
  });

  it('shows money in whole pounds', () => {
    expect(poundsFigure(2_062_500)).toBe('£20,625');
  });
});
