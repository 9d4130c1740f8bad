import { describe, expect, it } from 'vitest';
import { kindFilterOf } from './matter-activity';

describe("a matter's activity filter (issue 14)", () => {
  it('asks the server for one kind, or for all', () => {
    expect(kindFilterOf('note')).toEqual({ FilterType: 'activityType', Filter: 'note' });
    expect(kindFilterOf(null)).toEqual({});
  });
});
