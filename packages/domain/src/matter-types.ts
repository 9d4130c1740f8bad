import { legacyStatusDescription } from './legacy-status-texts.js';

/**
 * spec 01 §3, 02 §3–4: four matter types with fixed ids, each with its ordered statuses.
 * Estate has the full list; the others have Pre-Engagement, Active, Complete, Archive and
 * (except Power of Attorney and Will) Rejected. Status ids are fixed per type and status.
 */
export const MATTER_TYPE_IDS = {
  estate: '3a77e400-0000-4000-8000-000000000001',
  powerOfAttorney: '3a77e400-0000-4000-8000-000000000002',
  trust: '3a77e400-0000-4000-8000-000000000003',
  will: '3a77e400-0000-4000-8000-000000000004',
} as const;

export type MatterTypeKey = keyof typeof MATTER_TYPE_IDS;

export interface MatterStatusDef {
  statusID: string;
  name: string;
  /** Key used in list filters (spec 03 §4 filter keys). */
  key: string;
  description: string;
  sortOrder: number;
}

export interface MatterTypeDef {
  matterTypeID: string;
  key: MatterTypeKey;
  name: string;
  humanId: string;
  description: string;
  icon: string;
  statuses: MatterStatusDef[];
}

const STATUS_TEXT = {
  'Pre-Engagement': ['pre-engagement', 'Engagement is being agreed with the client.'],
  Active: ['active', 'Work on the matter is under way.'],
  'Pre-grant': ['pre-grant', 'Preparing the application for the grant of probate.'],
  'Post-grant': ['post-grant', 'The grant has been issued; assets are being collected.'],
  Distribution: ['distribution', 'The estate is being distributed to the beneficiaries.'],
  Complete: ['complete', 'The work on the matter is complete.'],
  Archive: ['archived', 'The matter is closed and archived.'],
  Rejected: ['rejected', 'The matter was not taken on.'],
} as const;

type StatusName = keyof typeof STATUS_TEXT;

function statuses(typeIndex: number, names: StatusName[]): MatterStatusDef[] {
  return names.map((name, i) => ({
    statusID: `5a7a0000-0000-4000-8000-0000000${typeIndex}${String(i + 1).padStart(4, '0')}`,
    name,
    key: STATUS_TEXT[name][0],
    description: STATUS_TEXT[name][1],
    sortOrder: i + 1,
  }));
}

export const MATTER_TYPES: readonly MatterTypeDef[] = [
  {
    matterTypeID: MATTER_TYPE_IDS.estate,
    key: 'estate',
    name: 'Estate',
    humanId: 'estate',
    description: 'Administration of the estate of a person who has died.',
    icon: 'estate',
    statuses: statuses(1, [
      'Pre-Engagement',
      'Active',
      'Pre-grant',
      'Post-grant',
      'Distribution',
      'Complete',
      'Archive',
      'Rejected',
    ]),
  },
  {
    matterTypeID: MATTER_TYPE_IDS.powerOfAttorney,
    key: 'powerOfAttorney',
    name: 'Power of Attorney',
    humanId: 'power-of-attorney',
    description: 'A lasting power of attorney for a donor.',
    icon: 'power-of-attorney',
    statuses: statuses(2, ['Pre-Engagement', 'Active', 'Complete', 'Archive']),
  },
  {
    matterTypeID: MATTER_TYPE_IDS.trust,
    key: 'trust',
    name: 'Trust',
    humanId: 'trust',
    description: 'Setting up or administering a trust.',
    icon: 'trust',
    statuses: statuses(3, ['Pre-Engagement', 'Active', 'Complete', 'Archive', 'Rejected']),
  },
  {
    matterTypeID: MATTER_TYPE_IDS.will,
    key: 'will',
    name: 'Will',
    humanId: 'will',
    description: 'Drafting or storing a will for a testator.',
    icon: 'will',
    statuses: statuses(4, ['Pre-Engagement', 'Active', 'Complete', 'Archive']),
  },
];

/**
 * The legacy statuses (spec 03 §4 filter keys): the full list, used for legacies with no firm
 * matter (the all-zero matter id). The first is the fixed initial legacy status. Their
 * descriptions are the charity's (legacy-status-texts.ts), never the matter's.
 */
export const LEGACY_STATUSES: readonly MatterStatusDef[] = statuses(0, [
  'Pre-Engagement',
  'Active',
  'Pre-grant',
  'Post-grant',
  'Distribution',
  'Complete',
  'Archive',
  'Rejected',
]).map((s, i) => ({
  ...s,
  statusID: `5a7a0000-0000-4000-8000-000000000${101 + i}`,
  description: legacyStatusDescription(s.key, false),
}));

export function matterTypeById(id: string): MatterTypeDef | undefined {
  return MATTER_TYPES.find((t) => t.matterTypeID.toLowerCase() === id.toLowerCase());
}

export function statusOfType(type: MatterTypeDef, statusID: string): MatterStatusDef | undefined {
  return type.statuses.find((s) => s.statusID.toLowerCase() === statusID.toLowerCase());
}
