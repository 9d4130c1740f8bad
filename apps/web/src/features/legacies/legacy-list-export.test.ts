import { describe, expect, it } from 'vitest';
import { legacyListExportPath } from './LegacyListExportMenu';

describe('the legacies list export call (issue 11)', () => {
  it("sends the list's own search, status filter and order, and no page: every page is exported", () => {
    const path = legacyListExportPath(
      'c0ffee00-0000-4000-8000-000000000001',
      { search: ' walter ', orderBy: '-reference', statuses: ['active', 'pre-grant'] },
      'xlsx',
    );
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/api/Legacy/Organisation/c0ffee00-0000-4000-8000-000000000001/Export');
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(url.searchParams.get('SearchTerm')).toBe('walter');
    expect(url.searchParams.get('OrderBy')).toBe('-reference');
    expect(url.searchParams.getAll('FilterType')).toEqual(['status', 'status']);
    expect(url.searchParams.getAll('Filter')).toEqual(['active', 'pre-grant']);
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('pageCount')).toBe(false);
  });

  it('leaves out what is not set', () => {
    const url = new URL(
      legacyListExportPath(
        'c0ffee00-0000-4000-8000-000000000001',
        { search: '', orderBy: '', statuses: [] },
        'csv',
      ),
      'http://localhost',
    );
    expect([...url.searchParams.keys()]).toEqual(['format']);
  });
});
