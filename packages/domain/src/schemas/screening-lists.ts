import { z } from 'zod';

/**
 * issue 12: the screening lists loaded (the FCDO's UK Sanctions List and the PEP list), their
 * publication date and size, and the words a check says when it could not screen.
 */
export const SCREENING_LIST_KINDS = ['sanctions', 'pep'] as const;
export type ScreeningListKind = (typeof SCREENING_LIST_KINDS)[number];

/** 'YYYY-MM-DD' as the product shows dates (DD/MM/YYYY). */
const shownDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
};

export const SCREENING_LIST_TEXTS = {
  cardTitle: 'Screening lists',
  cardDescription:
    'The lists identity checks screen against. The UK Sanctions List is imported every day by the sanctions.import job; a check refuses to screen when it is missing or too old.',
  listNames: { sanctions: 'UK Sanctions List', pep: 'PEP list' } satisfies Record<ScreeningListKind, string>,
  publishedOn: 'Published',
  designations: 'Designations',
  importedAt: 'Imported',
  source: 'Source',
  state: 'State',
  sample: 'Shipped sample',
  states: { ok: 'Up to date', stale: 'Too old', missing: 'Not loaded' },
  notLoaded: 'Not loaded',
  maxAge: (days: number) => `A sanctions list older than ${days} days is refused.`,
  /** The sanctions part of a check that could not be screened (a REFER, never a pass). */
  notScreenedMissing: 'Not screened: no UK Sanctions List is loaded',
  notScreenedStale: (publishedOn: string, maxAgeDays: number) =>
    `Not screened: the UK Sanctions List loaded is from ${shownDate(publishedOn)}, older than ${maxAgeDays} days`,
} as const;

export const SCREENING_LIST_STATES = ['ok', 'stale', 'missing'] as const;
export type ScreeningListState = (typeof SCREENING_LIST_STATES)[number];

/** GET /api/ScreeningLists: one per kind, loaded or not. */
export const ZScreeningListStatus = z.object({
  list: z.enum(SCREENING_LIST_KINDS),
  state: z.enum(SCREENING_LIST_STATES),
  /** 'YYYY-MM-DD', null when not loaded. */
  publishedOn: z.string().nullable(),
  designationCount: z.number().int().nullable(),
  importedAt: z.string().nullable(),
  source: z.string().nullable(),
  isSample: z.boolean(),
  /** The age limit that applies (the sanctions list only; null for the PEP list). */
  maxAgeDays: z.number().int().nullable(),
});
export type ScreeningListStatus = z.infer<typeof ZScreeningListStatus>;
