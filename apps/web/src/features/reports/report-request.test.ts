import type { ReportParameter } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { initialFilterState, toRequestParameters } from './report-request';

const choices = (...values: string[]) => values.map((value) => ({ label: value.toUpperCase(), value }));

const PARAMETERS: ReportParameter[] = [
  {
    key: 'Status',
    name: 'Status',
    type: 'MultiChoice',
    value: choices('a', 'b', 'c'),
    defaultValue: ['a', 'b', 'c'],
  },
  { key: 'Team', name: 'Team', type: 'MultiChoice', value: choices('x', 'y', 'z'), defaultValue: ['x'] },
  { key: 'From', name: 'From', type: 'Date', value: [], defaultValue: [] },
  { key: 'To', name: 'To', type: 'Date', value: [], defaultValue: ['31/01/2026 12:00:00 AM'] },
  { key: 'Locked', name: 'Locked', type: 'Boolean', value: [], defaultValue: ['false'] },
  { key: 'Min', name: 'Min', type: 'Number', value: [], defaultValue: [] },
  { key: 'Text', name: 'Text', type: 'String', value: [], defaultValue: [] },
  {
    key: 'Outcome',
    name: 'Outcome',
    type: 'SingleChoice',
    value: choices('all', 'passed'),
    defaultValue: ['all'],
  },
];

describe('the report filter panel → the View request (spec 01 §5)', () => {
  it('starts every parameter at its default, dates as the date picker holds them', () => {
    expect(initialFilterState(PARAMETERS)).toEqual({
      Status: ['a', 'b', 'c'],
      Team: ['x'],
      From: [],
      To: ['2026-01-31'],
      Locked: ['false'],
      Min: [],
      Text: [],
      Outcome: ['all'],
    });
  });

  it('omits a multi-choice that selects all its default values, in any order, and one with nothing', () => {
    const state = { ...initialFilterState(PARAMETERS), Status: ['c', 'a', 'b'], Team: [] };
    const sent = toRequestParameters(PARAMETERS, state);
    expect(sent).not.toHaveProperty('Status');
    expect(sent).not.toHaveProperty('Team');
    expect(toRequestParameters(PARAMETERS, { ...state, Status: ['a', 'c'], Team: ['x', 'y'] })).toMatchObject(
      {
        Status: ['a', 'c'],
        Team: ['x', 'y'],
      },
    );
    // Default ['x'] chosen again is still the default.
    expect(toRequestParameters(PARAMETERS, { ...state, Team: ['x'] })).not.toHaveProperty('Team');
  });

  it("sends dates as 'DD/MM/YYYY hh:mm:ss AM/PM' and drops empty ones", () => {
    const sent = toRequestParameters(PARAMETERS, {
      ...initialFilterState(PARAMETERS),
      From: ['2026-03-07'],
      To: [],
    });
    expect(sent.From).toEqual(['07/03/2026 12:00:00 AM']);
    expect(sent).not.toHaveProperty('To');
    expect(
      toRequestParameters(PARAMETERS, { ...initialFilterState(PARAMETERS), From: [''] }),
    ).not.toHaveProperty('From');
  });

  it('sends booleans always, choices and trimmed texts when given', () => {
    const state = {
      ...initialFilterState(PARAMETERS),
      Locked: ['true'],
      Min: [' 12 '],
      Text: ['   '],
      Outcome: ['passed'],
    };
    expect(toRequestParameters(PARAMETERS, state)).toEqual({
      To: ['31/01/2026 12:00:00 AM'],
      Locked: ['true'],
      Min: ['12'],
      Outcome: ['passed'],
    });
    expect(toRequestParameters(PARAMETERS, initialFilterState(PARAMETERS))).toEqual({
      To: ['31/01/2026 12:00:00 AM'],
      Locked: ['false'],
      Outcome: ['all'],
    });
  });
});
