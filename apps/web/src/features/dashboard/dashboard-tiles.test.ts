import { describe, expect, it } from 'vitest';
import { tileFigure, tileFigureSize, tileTitle } from './dashboard-tiles';

describe('dashboard tiles (spec 01 §3, 02 §9)', () => {
  it('shows Checks to review as Urgent checks and other titles as they are', () => {
    expect(tileTitle({ title: 'Checks to review' })).toBe('Urgent checks');
    expect(tileTitle({ title: 'Matters' })).toBe('Matters');
  });

  it('writes counts with separators and the legacy value in pounds from pence', () => {
    expect(tileFigure({ apiId: 'matters', data: 12345 })).toBe('12,345');
    expect(tileFigure({ apiId: 'legacyValue', data: 2_500_000_00 })).toBe('£2,500,000');
  });

  it('makes the number smaller above 4 and above 10 characters', () => {
    expect(tileFigureSize('9999')).toBe('large');
    expect(tileFigureSize('12,345')).toBe('medium');
    expect(tileFigureSize('1234567890')).toBe('medium');
    expect(tileFigureSize('£25,000,000')).toBe('small');
  });
});
