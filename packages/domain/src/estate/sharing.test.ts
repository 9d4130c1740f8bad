import { describe, expect, it } from 'vitest';
import { estateAccounts } from './estate-accounts.js';
import {
  EMPTY_PROGRESS_STATE,
  ESTATE_SHARED_PARTS,
  type ProgressState,
  accountsSummaryLines,
  agreedLead,
  charityProgressFigures,
  progressChanges,
} from './sharing.js';

const asset = (id: string, value: number, more = {}) => ({
  id,
  description: id,
  kind: 'asset' as const,
  category: 'bankAccounts' as const,
  valueAtDeath: value,
  sharePercent: 100,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
  ...more,
});

describe('what the charities see of an estate (issue 17)', () => {
  it('shares milestones always, figures and accounts by the firm’s switches', () => {
    expect(ESTATE_SHARED_PARTS).toEqual({
      milestones: 'always',
      figures: 'shareFigures',
      accounts: 'shareAccounts',
    });
  });

  it('works out a charity’s own figures from the accounts, and nobody else’s', () => {
    const accounts = estateAccounts({
      items: [
        asset('house', 30_000_000, {
          category: 'property',
          realisedAmount: 32_000_000,
          realisedOn: '2026-05-01',
        }),
        asset('bank', 10_000_000),
        // Passes to the surviving joint owner: not the executors' to collect.
        asset('joint', 4_000_000, { passesBySurvivorship: true }),
      ],
      receipts: [],
      payments: [
        {
          id: 'iht',
          date: '2026-06-01',
          kind: 'inheritanceTax',
          description: 'IHT',
          amount: 1_000_000,
          chargedTo: 'capital',
          beneficiaryId: null,
          distribution: null,
        },
      ],
      pecuniaryLegacies: [{ id: 'p', beneficiaryId: 'person:ann', beneficiaryName: 'Ann', amount: 500_000 }],
      specificLegacies: [],
      residuaryShares: [
        {
          beneficiaryId: 'c1',
          beneficiaryName: 'Charity One',
          share: { kind: 'fraction', numerator: 1, denominator: 3 },
        },
        {
          beneficiaryId: 'person:bob',
          beneficiaryName: 'Bob',
          share: { kind: 'fraction', numerator: 2, denominator: 3 },
        },
      ],
    });
    const f = charityProgressFigures(accounts, 'c1');
    // Collected by value at death (house £300,000 of £400,000), not by the £320,000 it sold for.
    expect(f).toMatchObject({
      assetsEstimated: 40_000_000,
      assetsCollected: 30_000_000,
      collectedPercent: 75,
    });
    expect(f).toMatchObject({ itemsTotal: 2, itemsCollected: 1, taxPaid: 1_000_000 });
    // Residue: £400,000 + £20,000 gain − £10,000 tax − £5,000 legacy = £405,000; a third is £135,000.
    expect(f.entitlement).toEqual({
      pecuniary: 0,
      residuaryPercent: 33.3333,
      estimatedResidue: 40_500_000,
      residuary: 13_500_000,
      total: 13_500_000,
    });
    expect(JSON.stringify(f)).not.toMatch(/Bob|Ann|person:/);
    // A beneficiary with no gift gets nothing, not someone else's.
    expect(charityProgressFigures(accounts, 'c2').entitlement).toEqual({
      pecuniary: 0,
      residuaryPercent: null,
      estimatedResidue: null,
      residuary: 0,
      total: 0,
    });
    expect(accountsSummaryLines(accounts).find((l) => l.key === 'residue')?.amount).toBe(40_500_000);
    expect(JSON.stringify(accountsSummaryLines(accounts))).not.toMatch(/Bob|Ann/);
  });

  it('tells each change once, and the grant once when its stage says it', () => {
    const submitted: ProgressState = {
      ...EMPTY_PROGRESS_STATE,
      stage: { stage: 'submitted', on: '2026-03-02' },
    };
    expect(progressChanges(EMPTY_PROGRESS_STATE, submitted)).toEqual([
      'the probate application: Submitted (02/03/2026)',
    ]);
    expect(progressChanges(submitted, submitted)).toEqual([]);
    const granted: ProgressState = {
      ...submitted,
      stage: { stage: 'grantIssued', on: '2026-04-14' },
      grantDate: '2026-04-14',
    };
    expect(progressChanges(submitted, granted)).toEqual([
      'the probate application: Grant issued (14/04/2026)',
    ]);
    // The grant date typed on the matter without a stage.
    expect(progressChanges(submitted, { ...submitted, grantDate: '2026-04-20' })).toEqual([
      'the grant of probate was issued on 20/04/2026',
    ]);
    expect(progressChanges(granted, { ...submitted, grantDate: null })).toEqual([
      'the probate application: Submitted (02/03/2026)',
      'the grant date was removed',
    ]);
    const paid: ProgressState = {
      ...granted,
      payments: [{ id: 'a', on: '2026-05-01', distribution: 'interim' }],
      shareFigures: true,
      accountsFinal: 'f1',
    };
    expect(progressChanges(granted, paid)).toEqual([
      'an interim distribution was paid to your charity on 01/05/2026',
      'the estate’s figures are now shared with the charities',
      'the estate accounts were marked final',
    ]);
    // Finalised again: told again; changed since (no finalisation in force): not a change to tell.
    expect(progressChanges(paid, { ...paid, accountsFinal: 'f2' })).toEqual([
      'the estate accounts were marked final',
    ]);
    expect(progressChanges(paid, { ...paid, accountsFinal: null })).toEqual([]);
    for (const text of progressChanges(EMPTY_PROGRESS_STATE, paid)) expect(text).not.toMatch(/£|\d+,\d{3}/);
  });

  it('sets the lead only when every residuary charity has chosen the same one', () => {
    const ids = ['a', 'b', 'c'];
    const pick = (by: string, lead: string) => ({ matterCharityID: by, leadMatterCharityID: lead });
    expect(agreedLead(ids, [pick('a', 'a'), pick('b', 'a')])).toBeNull();
    expect(agreedLead(ids, [pick('a', 'a'), pick('b', 'a'), pick('c', 'b')])).toBeNull();
    expect(agreedLead(ids, [pick('a', 'b'), pick('b', 'b'), pick('c', 'b')])).toBe('b');
    // Alone on the residue: no lead; a lead who no longer shares it: none.
    expect(agreedLead(['a'], [pick('a', 'a')])).toBeNull();
    expect(agreedLead(['a', 'b'], [pick('a', 'x'), pick('b', 'x')])).toBeNull();
  });
});
