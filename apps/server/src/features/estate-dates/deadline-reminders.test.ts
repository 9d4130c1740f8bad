import { KEY_DATE_LABELS } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { estateDeadlineReminders, mailOutbox, matterTeam, matters, users } from '../../db/schema/index.js';
import { DEFAULT_TEMPLATES, seedEmailTemplates } from '../../mail/default-templates.js';
import { JOB_QUEUES } from '../../jobs/queues.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';
import { sendEstateDeadlineReminders } from './deadline-reminders.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
/*
 * The estates here died in 2031, and the runs are dated in 2031, so that on a PostgreSQL schema
 * shared with other test files no other file's estate has a deadline within the week reminded.
 * Death 15 January 2031: inheritance tax due 31 July 2031 (IHTA 1984 s.226).
 */
const DEATH = '2031-01-15';
const at = (date: string) => new Date(`${date}T08:00:00Z`);

describe('the estate deadline reminders (issue 17, job estate.deadlines)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const mailsTo = (...addresses: string[]) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, addresses), eq(mailOutbox.trigger, 'EstateDeadlineReminder')));
  const run = (date: string) =>
    sendEstateDeadlineReminders(ctx.database, { publicUrl: PUBLIC_URL, now: at(date) });

  it("e-mails the matter's team a week before a deadline, once, and not for a Will matter", async () => {
    const s = await buildEstateScene(ctx, { dateOfDeath: DEATH });
    // The Will matter has the same date of death and a team: it has no estate deadlines.
    await ctx.database.db
      .update(matters)
      .set({ dateOfDeath: DEATH })
      .where(eq(matters.matterID, s.willMatter.matterID));
    const willUser = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: s.firm });
    await ctx.database.db
      .insert(matterTeam)
      .values({ matterID: s.willMatter.matterID, userID: willUser.userID });
    const team = [s.admin.emailAddress, s.feeEarner.emailAddress];

    // Eight days before: too early.
    await run('2031-07-23');
    expect(await mailsTo(...team)).toEqual([]);
    // Seven days before: each member of the team, one e-mail each.
    const first = await run('2031-07-24');
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const mails = await mailsTo(...team, willUser.emailAddress, s.otherAdmin.emailAddress);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([...team].sort());
    const mail = mails.find((m) => m.toAddress === s.feeEarner.emailAddress)!;
    expect(mail.subject).toBe(`${s.matter.reference}: ${KEY_DATE_LABELS.inheritanceTaxDue} on 31/07/2031`);
    expect(mail.textBody).toContain(
      `A deadline on matter ${s.matter.reference} is a week away: ${KEY_DATE_LABELS.inheritanceTaxDue} on 31/07/2031.`,
    );
    expect(mail.textBody).toContain(`${PUBLIC_URL}/secure/matters/${s.matter.matterID}/key-dates`);
    // Not the interest's start the day after: it only repeats the tax deadline.
    expect(mail.textBody).not.toContain(KEY_DATE_LABELS.inheritanceTaxInterest);
    // A rerun the same day, and the following days up to the deadline, send nothing more.
    await run('2031-07-24');
    await run('2031-07-25');
    await run('2031-07-31');
    expect(await mailsTo(...team)).toHaveLength(2);
    const records = await ctx.database.db
      .select()
      .from(estateDeadlineReminders)
      .where(eq(estateDeadlineReminders.matterID, s.matter.matterID));
    expect(records.map((r) => [r.kind, r.deadlineDate, r.recipients])).toEqual([
      ['inheritanceTaxDue', '2031-07-31', 2],
    ]);
  });

  it('reminds again when the deadline moves to a new date; never a locked or paused member', async () => {
    const s = await buildEstateScene(ctx, { dateOfDeath: DEATH });
    await ctx.database.db.update(users).set({ status: 'paused' }).where(eq(users.userID, s.admin.userID));
    await run('2031-07-26');
    expect((await mailsTo(s.feeEarner.emailAddress)).map((m) => m.subject)).toEqual([
      `${s.matter.reference}: ${KEY_DATE_LABELS.inheritanceTaxDue} on 31/07/2031`,
    ]);
    expect(await mailsTo(s.admin.emailAddress)).toEqual([]);
    // The date of death was wrong: 10 February 2031. The tax is now due on 31 August 2031.
    await ctx.database.db
      .update(matters)
      .set({ dateOfDeath: '2031-02-10' })
      .where(eq(matters.matterID, s.matter.matterID));
    await run('2031-08-23');
    expect(await mailsTo(s.feeEarner.emailAddress)).toHaveLength(1);
    await run('2031-08-24');
    await run('2031-08-24');
    expect((await mailsTo(s.feeEarner.emailAddress)).map((m) => m.subject).sort()).toEqual([
      `${s.matter.reference}: ${KEY_DATE_LABELS.inheritanceTaxDue} on 31/07/2031`,
      `${s.matter.reference}: ${KEY_DATE_LABELS.inheritanceTaxDue} on 31/08/2031`,
    ]);
  });

  it('uses the template the administrators edited, and is a daily scheduled job', async () => {
    await seedEmailTemplates(ctx.database.db);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const stored = await ctx.app.inject({ url: '/api/EmailTemplates/Name/EstateDeadlineReminder', headers });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().subject).toBe(DEFAULT_TEMPLATES.EstateDeadlineReminder.subject);
    const put = (subject: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/EmailTemplates',
        headers,
        payload: {
          emailTemplateID: stored.json().emailTemplateID,
          name: 'EstateDeadlineReminder',
          subject,
          templateContent: DEFAULT_TEMPLATES.EstateDeadlineReminder.templateContent,
        },
      });
    // A placeholder the trigger does not have is refused.
    expect((await put('{{amount}} due')).statusCode).toBe(400);
    const s = await buildEstateScene(ctx, { dateOfDeath: DEATH });
    try {
      expect((await put('Due soon on {{matterReference}}: {{deadline}}')).statusCode).toBe(200);
      await run('2031-07-27');
    } finally {
      // Put the built-in subject back: other test files on a shared PostgreSQL schema read it.
      await put(DEFAULT_TEMPLATES.EstateDeadlineReminder.subject);
    }
    expect((await mailsTo(s.feeEarner.emailAddress)).map((m) => m.subject)).toEqual([
      `Due soon on ${s.matter.reference}: ${KEY_DATE_LABELS.inheritanceTaxDue}`,
    ]);
    expect(JOB_QUEUES['estate.deadlines']?.schedule).toMatchObject({
      cron: '15 7 * * *',
      tz: 'Europe/London',
    });
  });
});
