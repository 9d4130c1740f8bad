import { describe, expect, it } from 'vitest';
import { CHECKS_COMPLETE_QUEUE, FILES_SWEEP_QUEUE, MAIL_DELIVER_QUEUE } from './queues.js';
import { JOB_RESULT_TEXTS, describeRunResult, reasonOf } from './results.js';

describe("the jobs history's Result in words (issue 11)", () => {
  it('words what the e-mail delivery did', () => {
    const mail = (o: object) => describeRunResult(MAIL_DELIVER_QUEUE, 'completed', o);
    expect(mail({ sent: 3, retrying: 0, failed: 0, kept: 0 })).toBe('Sent 3 e-mails');
    expect(mail({ sent: 1, retrying: 2, failed: 1, kept: 0 })).toBe(
      'Sent 1 e-mail, 2 e-mails to try again later, 1 e-mail could not be sent',
    );
    expect(mail({ sent: 0, retrying: 0, failed: 0, kept: 2 })).toBe(
      'Kept 2 e-mails in the outbox (no mail server is set up)',
    );
    expect(mail({ sent: 0, retrying: 0, failed: 0, kept: 0 })).toBe('Nothing to do');
  });

  it('words the identity checks and the file sweep', () => {
    expect(describeRunResult(CHECKS_COMPLETE_QUEUE, 'completed', { value: 2 })).toBe(
      'Completed 2 identity checks',
    );
    expect(describeRunResult(CHECKS_COMPLETE_QUEUE, 'completed', { value: 1 })).toBe(
      'Completed 1 identity check',
    );
    expect(describeRunResult(CHECKS_COMPLETE_QUEUE, 'completed', { value: 0 })).toBe('Nothing to do');
    expect(
      describeRunResult(FILES_SWEEP_QUEUE, 'completed', { removedTemp: 1, finished: 0, removedOrphans: 4 }),
    ).toBe('Removed 1 unfinished upload, deleted 4 files whose document was gone');
    expect(
      describeRunResult(FILES_SWEEP_QUEUE, 'completed', { removedTemp: 0, finished: 0, removedOrphans: 0 }),
    ).toBe('Nothing to do');
  });

  it("takes a job's own words, and words any other answer without JSON", () => {
    expect(
      describeRunResult('legacy.digest', 'completed', { summary: 'Sent 4 daily digests', sent: 4 }),
    ).toBe('Sent 4 daily digests');
    expect(describeRunResult('register.import', 'completed', { imported: 42, skipped: 0 })).toBe(
      'Imported 42',
    );
    expect(describeRunResult('x', 'completed', { emailsSent: 2, note: 'partial' })).toBe(
      'Emails sent 2, note: partial',
    );
    expect(describeRunResult('x', 'completed', { imported: 0 })).toBe('Nothing to do');
    expect(describeRunResult('x', 'completed', null)).toBe('Done');
    expect(describeRunResult('x', 'completed', { value: 'All good' })).toBe('All good');
    const nested = describeRunResult('x', 'completed', { counts: { a: 1 }, total: 3 });
    expect(nested).toBe('Total 3');
    expect(nested).not.toMatch(/[{}"]/);
  });

  it('says "Failed:" and the reason in words', () => {
    expect(describeRunResult('x', 'failed', { message: 'The peer said no', stack: 'Error: …\n at x' })).toBe(
      'Failed: The peer said no',
    );
    expect(
      describeRunResult(MAIL_DELIVER_QUEUE, 'failed', {
        name: 'Error',
        message: 'connect ECONNREFUSED 127.0.0.1:2525',
        code: 'ECONNREFUSED',
        address: '127.0.0.1',
        port: 2525,
      }),
    ).toBe('Failed: the connection to 127.0.0.1:2525 was refused');
    expect(describeRunResult('x', 'failed', { message: 'getaddrinfo ENOTFOUND smtp.example.org' })).toBe(
      'Failed: the address smtp.example.org could not be found',
    );
    expect(describeRunResult('x', 'failed', { message: 'Invalid login: 535', code: 'EAUTH' })).toBe(
      'Failed: the mail server refused the sign-in',
    );
    expect(describeRunResult('x', 'failed', { value: { message: 'job timed out' } })).toBe(
      `Failed: ${JOB_RESULT_TEXTS.timedOut}`,
    );
    expect(describeRunResult('x', 'failed', null)).toBe(`Failed: ${JOB_RESULT_TEXTS.unknownReason}`);
    expect(describeRunResult('x', 'retry', { message: 'connect ETIMEDOUT 10.0.0.1:25' })).toBe(
      'Failed, will try again: the connection timed out',
    );
    expect(reasonOf({ message: 'first line\nsecond line' })).toBe('first line');
  });

  it('says nothing while a run waits, runs or was cancelled, and never more than 500 characters', () => {
    for (const state of ['created', 'active', 'cancelled'] as const)
      expect(describeRunResult(MAIL_DELIVER_QUEUE, state, null)).toBeNull();
    expect(describeRunResult('x', 'retry', null)).toBeNull();
    expect(describeRunResult('x', 'failed', { message: 'y'.repeat(900) })?.length).toBe(500);
  });
});
