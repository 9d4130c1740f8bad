import { describe, expect, it } from 'vitest';
import { outcomeLines } from './check-mails.js';

describe('the results-ready e-mail words (issue 12)', () => {
  it('reads a PEP match as "Refer – enhanced due diligence", never Passed', () => {
    const lines = outcomeLines({
      checkCompleted: true,
      passed: true,
      pepMatch: true,
      components: [
        { component: 'address', outcome: 'pass' },
        { component: 'pep', outcome: 'refer' },
      ],
    });
    expect(lines).toEqual(['Outcome: Refer – enhanced due diligence', 'PEP: Refer – enhanced due diligence']);
  });

  it('reads a bank account that passed modulus checking as "Modulus checked"', () => {
    const lines = outcomeLines({
      checkCompleted: true,
      passed: true,
      pepMatch: null,
      components: [
        { component: 'insolvency', outcome: 'pass' },
        { component: 'bankAccount', outcome: 'pass' },
      ],
    });
    expect(lines).toEqual(['Outcome: Passed', 'Bank account (modulus check): Modulus checked']);
    expect(lines.join(' ')).not.toMatch(/verified/i);
  });
});
