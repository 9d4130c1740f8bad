import { describe, expect, it } from 'vitest';
import { OUTCOME_TEXTS, bankModulusLabel, checkVerdict, componentOutcomeLabel } from './outcomes.js';
import { ZCheckResolutionInput, checkAgeText, complianceKindsOf } from './queue.js';

const base = {
  checkCompleted: true,
  passed: true,
  sanctionMatch: false,
  pepMatch: false,
  invalidDocs: false,
};
const pass = (component: string) => ({ component, outcome: 'pass' as const });

describe('outcome words (issue 12)', () => {
  it('a PEP match is "Refer – enhanced due diligence", never Passed, even when the score passes', () => {
    const check = {
      ...base,
      pepMatch: true,
      components: [pass('address'), { component: 'pep', outcome: 'refer' as const }],
    };
    expect(checkVerdict(check)).toEqual({
      key: 'referEdd',
      label: 'Refer – enhanced due diligence',
      tone: 'warning',
    });
    expect(componentOutcomeLabel('pep', 'refer')).toBe('Refer – enhanced due diligence');
  });

  it('a bank account that passed modulus checking is "Modulus checked", not Verified', () => {
    expect(componentOutcomeLabel('bankAccount', 'pass')).toBe('Modulus checked');
    expect(bankModulusLabel(true)).toBe('Modulus checked');
    expect(bankModulusLabel(false)).toBe('Not modulus checked');
    expect(Object.values(OUTCOME_TEXTS).join(' ')).not.toMatch(/verified/i);
  });

  it('a failed part fails the check; a clean one passes; a pending one is not completed', () => {
    expect(checkVerdict({ ...base, components: [{ component: 'sanctions', outcome: 'fail' }] }).label).toBe(
      'Failed',
    );
    expect(checkVerdict({ ...base, passed: false, components: [] }).key).toBe('failed');
    expect(checkVerdict({ ...base, components: [pass('address'), pass('pep')] }).label).toBe('Passed');
    expect(checkVerdict({ ...base, checkCompleted: false, components: [] }).key).toBe('notCompleted');
    expect(checkVerdict({ ...base, components: [{ component: 'address', outcome: 'refer' }] }).label).toBe(
      'Refer',
    );
    expect(checkVerdict({ ...base, components: [{ component: 'sanctions', outcome: 'refer' }] }).key).toBe(
      'possibleMatch',
    );
  });
});

describe('the compliance queue kinds', () => {
  it('lists every reason a completed check needs a decision', () => {
    expect(complianceKindsOf({ ...base, components: [pass('address')] })).toEqual([]);
    expect(
      complianceKindsOf({
        ...base,
        passed: false,
        sanctionMatch: true,
        components: [{ component: 'sanctions', outcome: 'fail' }],
      }),
    ).toEqual(['failed', 'sanctions']);
    expect(
      complianceKindsOf({ ...base, pepMatch: true, components: [{ component: 'pep', outcome: 'refer' }] }),
    ).toEqual(['referred', 'pep']);
    expect(
      complianceKindsOf({ ...base, components: [{ component: 'sanctions', outcome: 'refer' }] }),
    ).toEqual(['referred', 'possibleMatch']);
    expect(complianceKindsOf({ ...base, invalidDocs: true, components: [] })).toEqual(['failed']);
    expect(complianceKindsOf({ ...base, checkCompleted: false, passed: false, components: [] })).toEqual([]);
  });

  it('says the age in whole days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(checkAgeText('2026-11-25T08:00:00Z', now)).toBe('Today');
    expect(checkAgeText('2026-11-24T11:00:00Z', now)).toBe('1 day');
    expect(checkAgeText('2026-11-22T12:00:00Z', now)).toBe('3 days');
  });

  it('a resolution needs a decision and a reason', () => {
    const bad = ZCheckResolutionInput.safeParse({ decision: 'maybe', reason: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['decision', 'reason']);
    expect(ZCheckResolutionInput.parse({ decision: 'falsePositive', reason: ' Different DOB ' })).toEqual({
      decision: 'falsePositive',
      reason: 'Different DOB',
    });
    expect(ZCheckResolutionInput.safeParse({ decision: 'eddDone', reason: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});
