import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckResult } from '../individuals/individuals.api';
import { CheckHistoryTable, latestChecks } from './CheckHistoryTable';

afterEach(cleanup);

/** happy-dom's viewport: the layout switches to cards at or below 1024 px. */
function setViewportWidth(width: number) {
  const env = window as unknown as {
    happyDOM?: { setViewport(size: { width: number; height: number }): void };
  };
  env.happyDOM?.setViewport({ width, height: 900 });
}

beforeEach(() => setViewportWidth(1440));

function check(overrides: Partial<CheckResult>): CheckResult {
  return {
    checkResultID: crypto.randomUUID(),
    service: 'Probity Check',
    checkCompleted: true,
    passed: true,
    score: 88,
    sanctionMatch: false,
    pepMatch: false,
    invalidDocs: false,
    resultDate: '2026-11-01T10:00:00.000Z',
    requestedDate: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderTable(history: CheckResult[]) {
  return render(
    <MantineProvider env="test">
      <CheckHistoryTable history={history} />
    </MantineProvider>,
  );
}

describe('latestChecks', () => {
  it('keeps the latest 10, newest first, dating a waiting check by when it was asked for', () => {
    const history = Array.from({ length: 12 }, (_, i) =>
      check({ checkResultID: `c${i}`, resultDate: `2026-10-${String(i + 10)}T09:00:00.000Z` }),
    );
    const waiting = check({
      checkResultID: 'waiting',
      checkCompleted: false,
      resultDate: null,
      requestedDate: '2026-11-20T09:00:00.000Z',
    });
    const latest = latestChecks([...history, waiting]);
    expect(latest).toHaveLength(10);
    expect(latest[0]?.checkResultID).toBe('waiting');
    expect(latest[1]?.checkResultID).toBe('c11');
    expect(latest.map((c) => c.checkResultID)).not.toContain('c0');
  });
});

describe('CheckHistoryTable', () => {
  it('shows the spec columns and labels of a clean check', () => {
    renderTable([check({})]);
    const table = screen.getByRole('table', { name: 'Check history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Date',
      'Check Type',
      'Complete',
      'Passed',
      'Score',
      'Sanction Match',
      'PEP Match',
      'Valid Docs',
      'Download',
    ]);
    expect(screen.getByText('No sanctions found')).toBeTruthy();
    expect(screen.getByText('No PEP matches found')).toBeTruthy();
    expect(screen.getByText('Documents are valid')).toBeTruthy();
    expect(screen.getByText('01/11/2026')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download the Probity Check report of 01/11/2026' }),
    ).toBeTruthy();
  });

  it('shows the found labels of a flagged check', () => {
    renderTable([
      check({ passed: false, sanctionMatch: true, pepMatch: true, invalidDocs: true, score: 40 }),
    ]);
    expect(screen.getByText('Sanction have been found')).toBeTruthy();
    expect(screen.getByText('PEP matches have been found')).toBeTruthy();
    expect(screen.getByText('Invalid documents found')).toBeTruthy();
  });

  it("says 'Not available in bank checks.' for what Probity Check+ does not give", () => {
    renderTable([
      check({ service: 'Probity Check+', sanctionMatch: null, pepMatch: null, invalidDocs: null }),
    ]);
    expect(screen.getAllByText('Not available in bank checks.')).toHaveLength(3);
  });

  it('shows no answers and no download for a check waiting for the individual', () => {
    renderTable([check({ checkCompleted: false, passed: null, score: null, resultDate: null })]);
    expect(screen.queryByText('No sanctions found')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByText('No')).toBeTruthy();
  });

  it('shows each check as a card on mobile, with the same labels', () => {
    setViewportWidth(390);
    renderTable([check({ sanctionMatch: true })]);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Check history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Sanction have been found')).toBeTruthy();
    expect(within(list).getByText('Sanction Match')).toBeTruthy();
  });

  it('reads a PEP match as "Refer – enhanced due diligence", never a green Passed (issue 12)', () => {
    renderTable([
      check({
        passed: true,
        score: 95,
        pepMatch: true,
        components: [
          { component: 'address', outcome: 'pass' },
          { component: 'pep', outcome: 'refer' },
        ],
      }),
    ]);
    const row = within(screen.getByRole('table', { name: 'Check history' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Refer – enhanced due diligence')).toBeTruthy();
    expect(within(row).queryByText('Passed')).toBeNull();
  });

  it('says Passed only for a clean check, Failed for a failed one', () => {
    renderTable([
      check({ checkResultID: 'clean', components: [{ component: 'address', outcome: 'pass' }] }),
      check({
        checkResultID: 'failed',
        resultDate: '2026-10-01T10:00:00.000Z',
        passed: false,
        components: [{ component: 'address', outcome: 'fail' }],
      }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Check history' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Passed')).toBeTruthy();
    expect(within(rows[2]!).getByText('Failed')).toBeTruthy();
  });

  it("shows the MLRO's decision under a resolved check, in the table and on a card", () => {
    const resolved = check({
      pepMatch: true,
      components: [{ component: 'pep', outcome: 'refer' }],
      resolution: {
        checkResolutionID: 'r1',
        decision: 'falsePositive',
        decisionLabel: 'False positive',
        reason: 'Different date of birth and nationality',
        resolvedByUserID: 'u1',
        resolvedByName: 'Mary Lowe',
        resolvedAt: '2026-11-03T09:00:00.000Z',
      },
    });
    const line =
      'Resolved by Mary Lowe on 03/11/2026: False positive — Different date of birth and nationality';
    renderTable([resolved]);
    expect(screen.getByText(line)).toBeTruthy();
    cleanup();
    setViewportWidth(390);
    renderTable([resolved]);
    expect(within(screen.getByRole('list', { name: 'Check history' })).getByText(line)).toBeTruthy();
  });

  it('marks the check the Compliance queue opened', () => {
    render(
      <MantineProvider env="test">
        <CheckHistoryTable
          history={[
            check({ checkResultID: 'a' }),
            check({ checkResultID: 'b', resultDate: '2026-10-01T10:00:00.000Z' }),
          ]}
          focusedCheckID="b"
        />
      </MantineProvider>,
    );
    const rows = within(screen.getByRole('table', { name: 'Check history' })).getAllByRole('row');
    expect(rows[1]!.getAttribute('aria-current')).toBeNull();
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
  });

  it("says 'No checks performed yet.' without checks", () => {
    renderTable([]);
    expect(screen.getByText('No checks performed yet.')).toBeTruthy();
  });
});
