import { CLIENT_REQUEST_REMINDERS_MAX } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRequests, mailOutbox } from '../../db/schema/index.js';
import { CLIENT_REQUESTS_REMIND_QUEUE, JOB_QUEUES } from '../../jobs/queues.js';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { sendClientRequestReminders } from './client-request-reminders.js';
import { buildRequestsScene } from './client-requests.factories.js';

const DAY = 24 * 3600_000;

describe('client request reminders (job requests.remind)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const reminders = async (to: string[]) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, to), eq(mailOutbox.trigger, 'ClientRequestsReminder')));

  it('is a daily scheduled job on the jobs page', () => {
    expect(JOB_QUEUES[CLIENT_REQUESTS_REMIND_QUEUE]!.schedule!.cron).toBe('0 8 * * *');
  });

  it('reminds once per due period, never twice in one, at most three times, and not for done items', async () => {
    const s = await buildRequestsScene(ctx);
    const res = await callAs(ctx, s.earner, 'POST', `/api/Matters/${s.matter.matterID}/Requests`, {
      items: [
        { kind: 'document', title: 'Death certificate' },
        {
          kind: 'answer',
          title: 'Name of the bank',
          individualID: s.individualA.individualID,
          reminderDays: 3,
        },
        { kind: 'answer', title: 'Answered at once', individualID: s.individualA.individualID },
        { kind: 'document', title: 'Withdrawn soon' },
      ],
    });
    const [cert, bank, answered, withdrawn] = res.json();
    await callAs(ctx, s.clientA, 'POST', `/api/ClientRequests/${answered.requestID}/Answer`, {
      answer: 'Yes',
    });
    await callAs(ctx, s.earner, 'DELETE', `/api/ClientRequests/${withdrawn.requestID}`);
    const start = Date.now();
    const run = (days: number) =>
      sendClientRequestReminders(ctx.database, {
        publicUrl: 'http://probity.test',
        now: new Date(start + days * DAY + 60_000),
      });
    const addresses = [s.clientA.emailAddress, s.clientB.emailAddress];

    // Counted on this scene's clients: on PostgreSQL other test files share the schema.
    await run(1);
    expect(await reminders(addresses)).toEqual([]);
    // Day 3: only the bank item (every 3 days) is due, and only A was asked it.
    const day3 = await run(3);
    expect(day3.sent).toBeGreaterThanOrEqual(1);
    expect(day3.summary).toMatch(/^Sent \d+ reminders? for \d+ open items?$/);
    let mails = await reminders(addresses);
    expect(mails.map((m) => m.toAddress)).toEqual([s.clientA.emailAddress]);
    expect(mails[0]!.textBody).toContain('Name of the bank');
    expect(mails[0]!.textBody).not.toContain('Answered at once');
    expect(mails[0]!.textBody).toContain(`http://probity.test/secure/matters/${s.matter.matterID}/requests`);
    // A rerun the same moment sends nothing twice.
    await run(3);
    expect(await reminders(addresses)).toHaveLength(1);
    // Day 7: the certificate (both clients) and the bank item again (3 + 3 < 7): one mail each.
    await run(7);
    mails = await reminders(addresses);
    const toA = mails.filter((m) => m.toAddress === s.clientA.emailAddress);
    expect(toA).toHaveLength(2);
    expect(toA[1]!.textBody).toContain('Death certificate');
    expect(toA[1]!.textBody).toContain('Name of the bank');
    const toB = mails.filter((m) => m.toAddress === s.clientB.emailAddress);
    expect(toB).toHaveLength(1);
    expect(toB[0]!.textBody).not.toContain('Name of the bank');
    expect(toB[0]!.textBody).not.toContain('Withdrawn soon');

    // The bank item stops after CLIENT_REQUEST_REMINDERS_MAX reminders.
    await run(10);
    await run(13);
    await run(16);
    const [bankRow] = await ctx.database.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.requestID, bank.requestID));
    expect(bankRow!.remindersSent).toBe(CLIENT_REQUEST_REMINDERS_MAX);
    // Once uploaded into (answered), the certificate is never reminded again.
    await callAs(ctx, s.earner, 'POST', `/api/ClientRequests/${cert.requestID}/Accept`);
    const before = (await reminders(addresses)).length;
    await run(30);
    expect((await reminders(addresses)).length).toBe(before);
    const [answeredRow] = await ctx.database.db
      .select()
      .from(clientRequests)
      .where(eq(clientRequests.requestID, answered.requestID));
    expect(answeredRow!.remindersSent).toBe(0);
  });
});
