import { describe, expect, it } from 'vitest';
import { erasureAssessment } from './erasure.js';
import {
  DEFAULT_RETENTION_RULES,
  retentionAddMonths,
  heldDays,
  isRetentionErasable,
  isRetentionNoticeDue,
  matterEndDay,
  matterRetention,
  retentionDue,
  retentionRuleError,
} from './retention.js';

const d = (s: string) => new Date(`${s}T12:00:00Z`);

describe('retention rules (issue 19)', () => {
  it('adds calendar months, clamping the day', () => {
    expect(retentionAddMonths('2026-03-01', 60)).toBe('2031-03-01');
    expect(retentionAddMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(retentionAddMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('ends the relationship at the first of completed and archived', () => {
    expect(matterEndDay(null, null)).toBeNull();
    expect(matterEndDay(d('2026-03-01'), d('2026-05-01'))).toBe('2026-03-01');
    expect(matterEndDay(null, d('2026-05-01'))).toBe('2026-05-01');
  });

  it('keeps identity-check evidence five years after the end by default', () => {
    expect(DEFAULT_RETENTION_RULES.identityChecks).toBe(60);
    expect(retentionDue('2026-03-01', [], 60)).toEqual({ state: 'scheduled', dueDay: '2031-03-01' });
    expect(retentionDue(null, [], 60)).toEqual({ state: 'open' });
  });

  it('stops the clock under a legal hold and adds the days held after the end', () => {
    expect(retentionDue('2026-03-01', [{ setAt: d('2026-01-01'), liftedAt: null }], 60)).toEqual({
      state: 'held',
    });
    // Held 10 days after the end (and 20 before it, which do not count).
    const holds = [{ setAt: d('2026-02-09'), liftedAt: d('2026-03-11') }];
    expect(heldDays('2026-03-01', holds)).toBe(11);
    expect(retentionDue('2026-03-01', holds, 60)).toEqual({ state: 'scheduled', dueDay: '2031-03-12' });
    // Overlapping holds count once.
    const twice = [
      { setAt: d('2026-03-02'), liftedAt: d('2026-03-12') },
      { setAt: d('2026-03-05'), liftedAt: d('2026-03-10') },
    ];
    expect(heldDays('2026-03-01', twice)).toBe(heldDays('2026-03-01', [twice[0]!]));
  });

  it('keeps personal details as long as the evidence when individuals were checked', () => {
    const rules = { ...DEFAULT_RETENTION_RULES, personalDetails: 12 };
    expect(matterRetention('2026-03-01', [], rules, true).personalDetails).toEqual({
      state: 'scheduled',
      dueDay: '2031-03-01',
    });
    expect(matterRetention('2026-03-01', [], rules, false).personalDetails).toEqual({
      state: 'scheduled',
      dueDay: '2027-03-01',
    });
  });

  it('lists 14 days ahead and erases only after 14 days listed', () => {
    expect(isRetentionNoticeDue('2031-03-15', '2031-03-01')).toBe(true);
    expect(isRetentionNoticeDue('2031-03-16', '2031-03-01')).toBe(false);
    expect(isRetentionErasable('2031-03-01', '2031-03-01', null)).toBe(false);
    expect(isRetentionErasable('2031-03-01', '2031-03-10', '2031-03-01')).toBe(false);
    expect(isRetentionErasable('2031-03-01', '2031-03-15', '2031-03-01')).toBe(true);
    expect(isRetentionErasable('2031-03-20', '2031-03-15', '2031-03-01')).toBe(false);
  });

  it('refuses identity-check retention shorter than reg. 40', () => {
    expect(retentionRuleError('identityChecks', 59)).toMatch(/at least 60 months \(MLR 2017 reg\. 40\)/);
    expect(retentionRuleError('documents', 0)).toBeNull();
    expect(retentionRuleError('documents', 1.5)).toMatch(/whole number/);
    expect(retentionRuleError('messages', 241)).toMatch(/at most 240/);
  });
});

describe('erasure request assessment (issue 19)', () => {
  const facts = { reference: 'X-1', endDay: '2026-03-01', holds: [], hasChecks: true };

  it('lets documents, messages go now and keeps the evidence and identifying details until reg. 40 ends', () => {
    const out = erasureAssessment(facts, DEFAULT_RETENTION_RULES, '2027-01-01');
    expect(out).toEqual([
      {
        category: 'identityChecks',
        decision: 'kept',
        until: '2031-03-01',
        reason: 'MLR 2017 reg. 40, 5 years after matter X-1 ended on 2026-03-01',
      },
      expect.objectContaining({ category: 'personalDetails', decision: 'kept', until: '2031-03-01' }),
      { category: 'documents', decision: 'now' },
      { category: 'messages', decision: 'now' },
    ]);
  });

  it('lets everything go without checks, or once the period is over', () => {
    expect(
      erasureAssessment({ ...facts, hasChecks: false }, DEFAULT_RETENTION_RULES, '2027-01-01').every(
        (x) => x.decision === 'now',
      ),
    ).toBe(true);
    expect(
      erasureAssessment(facts, DEFAULT_RETENTION_RULES, '2031-03-01').every((x) => x.decision === 'now'),
    ).toBe(true);
  });

  it('keeps everything under a legal hold or while the matter is open', () => {
    const held = erasureAssessment(
      { ...facts, holds: [{ setAt: d('2026-05-01'), liftedAt: null }] },
      DEFAULT_RETENTION_RULES,
      '2040-01-01',
    );
    expect(held.map((x) => x.decision)).toEqual(['kept', 'kept', 'kept', 'kept']);
    expect(held[2]).toMatchObject({ reason: 'Legal hold on matter X-1 since 2026-05-01' });
    const open = erasureAssessment({ ...facts, endDay: null }, DEFAULT_RETENTION_RULES, '2040-01-01');
    expect(open[3]).toMatchObject({ decision: 'kept', reason: expect.stringMatching(/is open/) });
  });
});
