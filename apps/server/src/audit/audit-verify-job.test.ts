import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser, waitFor } from '../../test/helpers.js';
import { openOwnDatabase } from '../../test/own-database.js';
import { auditEvents, mailOutbox } from '../db/schema/index.js';
import { AUDIT_VERIFY_QUEUE, JOB_QUEUES } from '../jobs/queues.js';
import { recordAudit } from './audit.js';
import { AUDIT_BROKEN_MAIL_TRIGGER, runAuditVerification } from './audit-verify-job.js';

/** issue 13: the nightly audit.verify job, on the jobs page with Run now like the others. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the audit.verify job', () => {
  it('is scheduled nightly, and Run now verifies the chain and says so on the jobs page', async () => {
    expect(JOB_QUEUES[AUDIT_VERIFY_QUEUE]!.schedule!.cron).toBe('15 2 * * *');
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const schedules = (await ctx.app.inject({ url: '/api/Jobs/Schedules', headers })).json();
    expect(schedules.map((s: { queue: string }) => s.queue)).toContain(AUDIT_VERIFY_QUEUE);

    const res = await ctx.app.inject({ method: 'POST', url: `/api/Jobs/${AUDIT_VERIFY_QUEUE}/Run`, headers });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const done = await waitFor(async () => {
      const history = await ctx.app.inject({ url: `/api/Jobs/History?queue=${AUDIT_VERIFY_QUEUE}`, headers });
      const run = history.json().find((r: { id: string }) => r.id === id);
      return run?.state === 'completed' ? run : undefined;
    });
    expect(done.result).toMatch(/^OK: [\d,]+ audit events? verified, the chain is intact$/);
  });

  it('on a break e-mails the active platform administrators where it breaks, nothing personal, and records it', async () => {
    const own = await openOwnDatabase();
    try {
      const { database } = own;
      const admin = await buildUser(database, { roles: ['Administrators'] });
      const lockedAdmin = await buildUser(database, { roles: ['Administrators'], status: 'locked' });
      const firmAdmin = await buildUser(database, { roles: ['Matter Admin'] });
      await recordAudit(database.db, {
        action: 'individual.nino_viewed',
        actorUserID: firmAdmin.userID,
        organisationID: firmAdmin.organisationID,
        objectType: 'individual',
        objectID: 'individual-secret-object',
        ip: '203.0.113.9',
      });
      const intact = await runAuditVerification(database, { publicUrl: 'https://probity.example' });
      expect(intact).toMatchObject({ ok: true, mailed: 0 });

      const [row] = await database.db
        .select({ id: auditEvents.auditEventID })
        .from(auditEvents)
        .where(eq(auditEvents.objectID, 'individual-secret-object'));
      await database.exec(
        `BEGIN; SET LOCAL session_replication_role = replica; UPDATE audit_events SET actor_user_id = NULL WHERE audit_event_id = ${row!.id}; COMMIT;`,
      );
      const broken = await runAuditVerification(database, { publicUrl: 'https://probity.example' });
      expect(broken).toMatchObject({ ok: false, mailed: 1 });
      expect(broken.summary).toContain(`BROKEN at event ${row!.id} (`);

      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.trigger, AUDIT_BROKEN_MAIL_TRIGGER));
      expect(mails.map((m) => m.toAddress)).toEqual([admin.emailAddress]);
      expect(mails.map((m) => m.toAddress)).not.toContain(lockedAdmin.emailAddress);
      const mail = mails[0]!;
      expect(mail.textBody).toContain(`event ${row!.id}`);
      for (const secret of [
        'individual-secret-object',
        '203.0.113.9',
        firmAdmin.emailAddress,
        firmAdmin.surname,
      ])
        expect(`${mail.subject} ${mail.textBody} ${mail.html}`).not.toContain(secret);

      const results = await database.db
        .select({ action: auditEvents.action, details: auditEvents.details })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.objectType, 'auditChain'),
            inArray(auditEvents.action, ['audit.verified', 'audit.broken']),
          ),
        )
        .orderBy(auditEvents.auditEventID);
      expect(results.map((r) => r.action)).toEqual(['audit.verified', 'audit.broken']);
      expect(results[1]!.details).toMatchObject({ reason: 'changed', brokenAt: { auditEventID: row!.id } });
    } finally {
      await own.close();
    }
  });
});
