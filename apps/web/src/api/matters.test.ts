import { describe, expect, it } from 'vitest';
import { matterListParams, matterSourceFor } from './matters';

const base = { userID: 'u-1', organisationID: 'o-1' };

describe('matterSourceFor', () => {
  it('reads an individual by individual', () => {
    expect(matterSourceFor({ ...base, roles: ['Individual'] })).toEqual({ kind: 'Individual', id: 'u-1' });
  });

  it('reads Matter Admin, Matter Executive, Support and Admin Demo by organisation', () => {
    for (const role of ['Matter Admin', 'Matter Executive', 'Support', 'Admin Demo'] as const) {
      expect(matterSourceFor({ ...base, roles: [role] })).toEqual({ kind: 'Organisation', id: 'o-1' });
    }
  });

  it('reads the other roles by user', () => {
    expect(matterSourceFor({ ...base, roles: ['Supervising Partner'] })).toEqual({ kind: 'User', id: 'u-1' });
    expect(matterSourceFor({ ...base, roles: ['MLRO'] })).toEqual({ kind: 'User', id: 'u-1' });
  });
});

describe('matterListParams', () => {
  it('builds page, pageCount, SearchTerm, OrderBy and FilterType/Filter pairs', () => {
    const params = matterListParams({
      page: 2,
      pageSize: 25,
      search: ' smith ',
      orderBy: '-createdDate',
      statuses: ['active', 'complete'],
      types: ['estate'],
    });
    expect(params.toString()).toBe(
      'page=2&pageCount=25&SearchTerm=smith&OrderBy=-createdDate&FilterType=status&Filter=active&FilterType=status&Filter=complete&FilterType=type&Filter=estate',
    );
  });

  it('leaves out an empty search and order', () => {
    expect(matterListParams({ page: 1, search: '', orderBy: '', statuses: [], types: [] }).toString()).toBe(
      'page=1&pageCount=10',
    );
  });
});
