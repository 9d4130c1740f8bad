import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { JOB_QUEUES, RETENTION_RUN_QUEUE } from '../../jobs/queues.js';
import { type TestContext, authHeaders, buildTestApp, buildUser, waitFor } from '../../../test/helpers.js';
import { RETENTION_DUE_MAIL_TRIGGER } from './retention-notice-mail.js';
import { buildClientRecords, buildFirm } from './retention.factories.js';

/** Issue 19: the nightly retention.run job, on the jobs page with Run now like the others. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the retention.run job', () => {
  it('is scheduled nightly; Run now lists what is due and e-mails the firm admins, without names', async () => {
    expect(JOB_QUEUES[RETENTION_RUN_QUEUE]!.schedule!.cron).toBe('45 2 * * *');
    const world = await buildFirm(ctx);
    const rec = await buildClientRecords(ctx, world, 'J', { completed: '2018-06-01', checked: false });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Jobs/${RETENTION_RUN_QUEUE}/Run`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const done = await waitFor(async () => {
      const history = await ctx.app.inject({
        url: `/api/Jobs/History?queue=${RETENTION_RUN_QUEUE}`,
        headers,
      });
      const run = history.json().find((r: { id: string }) => r.id === id);
      return run?.state === 'completed' ? run : undefined;
    }, 30_000);
    expect(done.result).toMatch(/^[1-9]\d* item\(s\) newly listed as due within 14 days; 0 item\(s\) erased/);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.trigger, RETENTION_DUE_MAIL_TRIGGER),
          eq(mailOutbox.toAddress, world.admin.emailAddress),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(
      `${rec.matter.reference}: Documents and their files, due 2024-06-01`,
    );
    expect(mails[0]!.textBody).toContain('/secure/retention');
    for (const body of [mails[0]!.textBody, mails[0]!.html]) {
      expect(body).not.toContain(rec.p.surname);
      expect(body).not.toContain(rec.p.firstName);
    }
    // The executive is no admin: no mail.
    const toExecutive = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, world.executive.emailAddress));
    expect(toExecutive.filter((m) => m.trigger === RETENTION_DUE_MAIL_TRIGGER)).toEqual([]);
  });
});
