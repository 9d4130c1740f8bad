import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHECK_TYPES, INITIAL_LEGACY_STATUS_ID, ORGANISATION_TYPES } from './ids.js';
import {
  LEGACY_STATUSES,
  MATTER_TYPE_IDS,
  MATTER_TYPES,
  matterTypeById,
  statusOfType,
} from './matter-types.js';

const FULL_LIST = [
  'Pre-Engagement',
  'Active',
  'Pre-grant',
  'Post-grant',
  'Distribution',
  'Complete',
  'Archive',
  'Rejected',
];
const isUuid = (id: string) => z.uuid().safeParse(id).success;

function byName(name: string) {
  const type = MATTER_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`no matter type ${name}`);
  return type;
}

describe('matter types (spec 01 §9, 02 §3)', () => {
  it('are the four types of the fixed dictionary', () => {
    expect(MATTER_TYPES.map((t) => t.name)).toEqual(['Estate', 'Power of Attorney', 'Trust', 'Will']);
    expect(MATTER_TYPES.map((t) => t.humanId)).toEqual(['estate', 'power-of-attorney', 'trust', 'will']);
  });

  it('Estate has the eight statuses in order (spec 01 §3, 02 §4)', () => {
    const estate = byName('Estate');
    expect(estate.statuses.map((s) => s.name)).toEqual(FULL_LIST);
    expect(estate.statuses.map((s) => s.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('other types have Pre-Engagement, Active, Complete, Archive and, for some, Rejected', () => {
    for (const name of ['Power of Attorney', 'Trust', 'Will']) {
      const names = byName(name).statuses.map((s) => s.name);
      const withoutRejected = names.filter((n) => n !== 'Rejected');
      expect(withoutRejected, name).toEqual(['Pre-Engagement', 'Active', 'Complete', 'Archive']);
      expect(names.length - withoutRejected.length, name).toBeLessThanOrEqual(1);
      if (names.includes('Rejected')) expect(names.at(-1), name).toBe('Rejected');
    }
  });

  it('number each type’s statuses 1..n', () => {
    for (const type of MATTER_TYPES) {
      expect(
        type.statuses.map((s) => s.sortOrder),
        type.name,
      ).toEqual(type.statuses.map((_, i) => i + 1));
    }
  });

  it('legacy statuses are the full list and start with the fixed initial status (spec 03 §4)', () => {
    expect(LEGACY_STATUSES.map((s) => s.name)).toEqual(FULL_LIST);
    expect(LEGACY_STATUSES.map((s) => s.key)).toEqual([
      'pre-engagement',
      'active',
      'pre-grant',
      'post-grant',
      'distribution',
      'complete',
      'archived',
      'rejected',
    ]);
    expect(LEGACY_STATUSES[0]?.statusID).toBe(INITIAL_LEGACY_STATUS_ID);
  });
});

describe('fixed ids (spec/README: identifiers are UUIDs)', () => {
  const ids = [
    ...Object.values(MATTER_TYPE_IDS),
    ...MATTER_TYPES.flatMap((t) => t.statuses.map((s) => s.statusID)),
    ...LEGACY_STATUSES.map((s) => s.statusID),
    ...Object.values(CHECK_TYPES).map((c) => c.checkTypeID),
    ...Object.values(ORGANISATION_TYPES).map((o) => o.organisationTypeID),
  ];

  it('are all valid UUIDs', () => {
    for (const id of ids) expect(isUuid(id), id).toBe(true);
  });

  it('are all different', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('match the type records', () => {
    for (const type of MATTER_TYPES) expect(MATTER_TYPE_IDS[type.key]).toBe(type.matterTypeID);
  });
});

describe('lookups', () => {
  it('matterTypeById finds a type case-insensitively and nothing for an unknown id', () => {
    expect(matterTypeById(MATTER_TYPE_IDS.trust.toUpperCase())?.name).toBe('Trust');
    expect(matterTypeById('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('statusOfType finds a status only within its own type', () => {
    const estate = byName('Estate');
    const will = byName('Will');
    const preGrant = estate.statuses[2];
    expect(preGrant?.name).toBe('Pre-grant');
    expect(statusOfType(estate, preGrant?.statusID ?? '')?.name).toBe('Pre-grant');
    expect(statusOfType(will, preGrant?.statusID ?? '')).toBeUndefined();
  });
});
