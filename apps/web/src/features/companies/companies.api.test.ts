import { describe, expect, it } from 'vitest';
import { companyListParams } from './companies.api';

describe('companyListParams (spec/README list query)', () => {
  it('sends page, size, search, order and one FilterType/Filter pair per filter value', () => {
    const params = companyListParams({
      page: 2,
      search: ' harbour ',
      orderBy: '-dateCreated',
      statuses: ['locked', 'paused'],
      members: ['11111111-1111-4111-8111-111111111111'],
      types: ['charity'],
    });
    expect(params.get('page')).toBe('2');
    expect(params.get('pageCount')).toBe('10');
    expect(params.get('SearchTerm')).toBe('harbour');
    expect(params.get('OrderBy')).toBe('-dateCreated');
    expect(params.getAll('FilterType')).toEqual(['status', 'status', 'member', 'type']);
    expect(params.getAll('Filter')).toEqual([
      'locked',
      'paused',
      '11111111-1111-4111-8111-111111111111',
      'charity',
    ]);
  });

  it('leaves out what is not chosen', () => {
    const params = companyListParams({
      page: 1,
      search: '',
      orderBy: '',
      statuses: [],
      members: [],
      types: [],
    });
    expect([...params.keys()]).toEqual(['page', 'pageCount']);
  });
});
