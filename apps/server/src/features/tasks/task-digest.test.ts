import { addDays, todayInUk } from '@probity/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { mailOutbox, organisations, taskDigests, users } from '../../db/schema/index.js';
import { TASK_DIGEST_QUEUE } from '../../jobs/queues.js';
import { buildMatter } from '../matters/matter.factories.js';
import { sendTaskDigests } from './task-digest.js';
import { addTask, buildTaskScene } from './tasks.factories.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('the daily task digest (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const mailsTo = (...addresses: string[]) =>
    ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

  it('sends each user with tasks overdue or due today one e-mail listing them, and the ones due soon', async () => {
    const s = await buildTaskScene(ctx);
    const now = new Date();
    const today = todayInUk(now);
    const m = s.matter.matterID;
    const forMe = { assigneeUserID: s.feeEarner.userID };
    await addTask(ctx, s.colleague, m, { title: 'Chase the bank', dueDate: addDays(today, -3), ...forMe });
    await addTask(ctx, s.colleague, m, { title: 'File the IHT400', dueDate: today, ...forMe });
    await addTask(ctx, s.colleague, m, { title: 'Book valuer', dueDate: addDays(today, 2), ...forMe });
    await addTask(ctx, s.colleague, m, { title: 'Far away', dueDate: addDays(today, 30), ...forMe });
    const done = await addTask(ctx, s.colleague, m, { title: 'Done already', dueDate: today, ...forMe });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Tasks/${done.taskID}/Done`,
      headers: await authHeaders(ctx, s.feeEarner),
    });
    // The colleague has only an upcoming task: nothing is due, so no e-mail.
    await addTask(ctx, s.feeEarner, m, {
      title: 'Later',
      dueDate: addDays(today, 1),
      assigneeUserID: s.colleague.userID,
    });
    // An unassigned task is its author's.
    await addTask(ctx, s.offTeam, m, { title: 'Unassigned today', dueDate: today });

    const result = await sendTaskDigests(ctx.database, { publicUrl: PUBLIC_URL, now });
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const mails = await mailsTo(s.feeEarner.emailAddress, s.colleague.emailAddress, s.offTeam.emailAddress);
    expect(mails.map((x) => x.toAddress).sort()).toEqual(
      [s.feeEarner.emailAddress, s.offTeam.emailAddress].sort(),
    );
    const mine = mails.find((x) => x.toAddress === s.feeEarner.emailAddress)!;
    expect(mine.trigger).toBe('TaskDigest');
    expect(mine.subject).toBe('Your tasks today: 1 overdue, 1 due today, 1 due soon');
    const link = `${PUBLIC_URL}/secure/matters/${m}/tasks`;
    const [y, mo, d] = addDays(today, -3).split('-');
    expect(mine.textBody).toContain(
      `Overdue since ${d}/${mo}/${y} – ${s.matter.reference}: Chase the bank (${link})`,
    );
    expect(mine.textBody).toContain(`Due today – ${s.matter.reference}: File the IHT400 (${link})`);
    expect(mine.textBody).toContain('Book valuer');
    expect(mine.textBody).not.toContain('Far away');
    expect(mine.textBody).not.toContain('Done already');
    expect(mine.textBody).toContain(`${PUBLIC_URL}/secure/dashboard`);
    // The next run the same day sends nothing more; the next day sends again.
    await sendTaskDigests(ctx.database, { publicUrl: PUBLIC_URL, now });
    expect(await mailsTo(s.feeEarner.emailAddress)).toHaveLength(1);
    const [record] = await ctx.database.db
      .select()
      .from(taskDigests)
      .where(eq(taskDigests.userID, s.feeEarner.userID));
    expect(record).toMatchObject({ digestDate: today, taskCount: 3 });
    await sendTaskDigests(ctx.database, { publicUrl: PUBLIC_URL, now: new Date(now.getTime() + 86_400_000) });
    expect(await mailsTo(s.feeEarner.emailAddress)).toHaveLength(2);
  });

  it('sends nothing to locked or paused users, nor to users of a locked company', async () => {
    const s = await buildTaskScene(ctx);
    const today = todayInUk();
    for (const user of [s.feeEarner, s.colleague])
      await addTask(ctx, user, s.matter.matterID, { title: 'Due', dueDate: today });
    await ctx.database.db.update(users).set({ status: 'locked' }).where(eq(users.userID, s.feeEarner.userID));
    await ctx.database.db.update(users).set({ status: 'paused' }).where(eq(users.userID, s.colleague.userID));
    const other = await buildTaskScene(ctx);
    await addTask(ctx, other.feeEarner, other.matter.matterID, { title: 'Due', dueDate: today });
    await ctx.database.db
      .update(organisations)
      .set({ locked: true })
      .where(eq(organisations.organisationID, other.firm.organisationID));
    await sendTaskDigests(ctx.database, { publicUrl: PUBLIC_URL });
    expect(
      await mailsTo(s.feeEarner.emailAddress, s.colleague.emailAddress, other.feeEarner.emailAddress),
    ).toEqual([]);
  });

  it('runs from the Jobs page as a scheduled job at 07:00 UK time', async () => {
    await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const s = await buildTaskScene(ctx);
    const matter = await buildMatter(ctx.database, {
      organisationID: s.firm.organisationID,
      team: [s.feeEarner.userID],
    });
    await addTask(ctx, s.feeEarner, matter.matterID, { title: 'Run now', dueDate: todayInUk() });
    const schedules = await ctx.app.inject({ url: '/api/Jobs/Schedules', headers });
    expect(schedules.json().find((x: { queue: string }) => x.queue === TASK_DIGEST_QUEUE)).toMatchObject({
      cron: '0 7 * * *',
      timezone: 'Europe/London',
    });
    const run = await ctx.app.inject({ method: 'POST', url: `/api/Jobs/${TASK_DIGEST_QUEUE}/Run`, headers });
    expect(run.statusCode).toBe(200);
    const end = Date.now() + 20_000;
    let mails = await mailsTo(s.feeEarner.emailAddress);
    while (mails.length === 0 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await mailsTo(s.feeEarner.emailAddress);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`${matter.reference}: Run now`);
  });
});
