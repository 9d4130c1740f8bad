import { describe, expect, it } from 'vitest';
import { addMonths, GRID_COLUMNS, GRID_ROWS, mondayIndex, monthGrid, todayIso } from './calendar';

describe('monthGrid', () => {
  it('always has 6 weeks of 7 days', () => {
    for (const view of [
      { year: 2026, month: 2 },
      { year: 2015, month: 2 }, // February 2015 starts on a Sunday: the fullest spread
      { year: 2021, month: 2 }, // starts on a Monday and fits four weeks
    ]) {
      const weeks = monthGrid(view);
      expect(weeks).toHaveLength(GRID_ROWS);
      for (const week of weeks) expect(week).toHaveLength(GRID_COLUMNS);
    }
  });

  it('starts every week on a Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    for (const week of weeks) expect(mondayIndex(week[0]!)).toBe(0);
  });

  it('places the 1st in its weekday column, after the end of the previous month', () => {
    // 1 November 2026 is a Sunday: the first week runs from Monday 26 October.
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]!.map((d) => d.iso)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]![6]!.isInMonth).toBe(true);
    expect(weeks[0]![0]!.isInMonth).toBe(false);
  });

  it('shows the whole month once and fills the rest from the next month', () => {
    const days = monthGrid({ year: 2024, month: 2 }).flat();
    const inMonth = days.filter((d) => d.isInMonth);
    expect(inMonth.map((d) => d.day)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(days.at(-1)!.iso).toBe('2024-03-10');
  });

  it('starts on the 1st itself when the month begins on a Monday', () => {
    expect(monthGrid({ year: 2021, month: 2 })[0]![0]!.iso).toBe('2021-02-01');
  });
});

describe('addMonths', () => {
  it('crosses year boundaries both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -12)).toEqual({ year: 2025, month: 5 });
  });
});

describe('todayIso', () => {
  it('uses the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
