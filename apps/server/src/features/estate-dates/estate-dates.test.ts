import { KEY_DATE_LABELS, PROBATE_TEXTS, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents, matters, probateStages } from '../../db/schema/index.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';
import { probateStageProblems } from './estate-dates.rules.js';

describe('key dates and the grant (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const keyDatesUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/KeyDates`;
  const probateUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Probate`;
  const noticesUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Notices`;
  const grantDate = async (matterID: string) =>
    (await ctx.database.db.select().from(matters).where(eq(matters.matterID, matterID)))[0]!.dateOfProbate;

  it('works out every deadline from the death, the notices and the grant, with how and whether passed', async () => {
    const s = await buildEstateScene(ctx);
    const first = await callAs(ctx, s.feeEarner, 'GET', keyDatesUrl(s.matter.matterID));
    expect(first.statusCode).toBe(200);
    // Death 15 January 2026 (IHTA s.226: tax due 31 July 2026, interest from 1 August).
    expect(first.json().deadlines.map((d: { kind: string; date: string }) => [d.kind, d.date])).toEqual([
      ['inheritanceTaxDue', '2026-07-31'],
      ['inheritanceTaxInterest', '2026-08-01'],
      ['executorsYearEnd', '2027-01-15'],
    ]);
    expect(first.json().application).toEqual({ stages: [], current: null });
    const notices = await callAs(ctx, s.admin, 'PUT', noticesUrl(s.matter.matterID), {
      gazetteNoticeOn: '2026-03-10',
      localPaperNoticeOn: '2026-03-12',
    });
    expect(notices.statusCode).toBe(200);
    await callAs(ctx, s.admin, 'POST', probateUrl(s.matter.matterID), {
      stage: 'submitted',
      on: '2026-02-02',
    });
    const granted = await callAs(ctx, s.admin, 'POST', probateUrl(s.matter.matterID), {
      stage: 'grantIssued',
      on: '2026-03-03',
    });
    expect(granted.statusCode).toBe(201);
    const view = granted.json();
    expect(view.grantDate).toBe('2026-03-03');
    expect(await grantDate(s.matter.matterID)).toBe('2026-03-03');
    const today = todayInUk();
    const byKind = Object.fromEntries(view.deadlines.map((d: { kind: string }) => [d.kind, d])) as Record<
      string,
      { date: string; status: string; basis: string; label: string }
    >;
    expect(byKind.family1975ActClaimsEnd).toEqual({
      kind: 'family1975ActClaimsEnd',
      label: KEY_DATE_LABELS.family1975ActClaimsEnd,
      date: '2026-09-03',
      status: '2026-09-03' < today ? 'past' : 'upcoming',
      basis: 'Grant 3 Mar 2026 + 6 months',
    });
    // Trustee Act 1925 s.27: two months from the later notice (12 March).
    expect(byKind.section27ClaimsEnd).toMatchObject({
      date: '2026-05-12',
      basis: 'Later notice 12 Mar 2026 + 2 months',
    });
    expect(byKind.executorsYearEnd!.basis).toBe('Death 15 Jan 2026 + 12 months');
    for (const d of Object.values(byKind)) expect(d.status).toBe(d.date < today ? 'past' : 'upcoming');
    expect(view.application.current).toBe('Grant issued');
  });

  it('keeps the stages in order: submitted first and once, nothing after the grant, dates never going back', async () => {
    const s = await buildEstateScene(ctx);
    const url = probateUrl(s.matter.matterID);
    const post = (body: unknown) => callAs(ctx, s.admin, 'POST', url, body);
    const early = await post({ stage: 'grantIssued', on: '2026-03-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ stage: [PROBATE_TEXTS.firstIsSubmitted] });
    expect((await post({ stage: 'submitted', on: '2026-01-10' })).json().errors).toEqual({
      on: [PROBATE_TEXTS.beforeDeath],
    });
    expect((await post({ stage: 'submitted', on: '2026-02-01' })).statusCode).toBe(201);
    expect((await post({ stage: 'submitted', on: '2026-02-02' })).json().errors).toEqual({
      stage: [PROBATE_TEXTS.submittedOnce],
    });
    expect((await post({ stage: 'stopped', on: '2026-02-05' })).json().errors).toEqual({
      reason: [PROBATE_TEXTS.reasonRequired],
    });
    const stopped = await post({ stage: 'stopped', on: '2026-02-05', reason: 'Original will needed' });
    expect(stopped.statusCode).toBe(201);
    expect(stopped.json().application.current).toBe(
      'Stopped: further information needed — Original will needed',
    );
    expect((await post({ stage: 'examining', on: '2026-02-04' })).json().errors).toEqual({
      on: [PROBATE_TEXTS.beforePrevious],
    });
    expect((await post({ stage: 'examining', on: '2026-02-20', reason: 'x' })).json().errors).toEqual({
      reason: [PROBATE_TEXTS.reasonOnlyForStop],
    });
    expect((await post({ stage: 'examining', on: '2026-02-20' })).statusCode).toBe(201);
    expect((await post({ stage: 'grantIssued', on: '2026-03-03' })).statusCode).toBe(201);
    expect((await post({ stage: 'examining', on: '2026-03-04' })).json().errors).toEqual({
      stage: [PROBATE_TEXTS.afterGrant],
    });
    const list = (await callAs(ctx, s.feeEarner, 'GET', keyDatesUrl(s.matter.matterID))).json();
    expect(list.application.stages.map((x: { stage: string }) => x.stage)).toEqual([
      'submitted',
      'stopped',
      'examining',
      'grantIssued',
    ]);
    // The grant recorded in error is removed: the matter's grant date is cleared with it.
    const removed = await callAs(ctx, s.admin, 'DELETE', `${url}/Latest`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().grantDate).toBeNull();
    expect(await grantDate(s.matter.matterID)).toBeNull();
    expect(removed.json().deadlines.map((d: { kind: string }) => d.kind)).not.toContain(
      'family1975ActClaimsEnd',
    );
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.objectType, 'probateStage'),
          eq(auditEvents.organisationID, s.firm.organisationID),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual([
      'probateStage.created',
      'probateStage.created',
      'probateStage.created',
      'probateStage.created',
      'probateStage.deleted',
    ]);
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, s.matter.matterID));
    expect(entries.every((e) => e.activityType === 'estate' && e.text === null)).toBe(true);
    expect(entries.map((e) => [e.action, e.object]).sort()).toEqual(
      [
        ['added', 'the probate application'],
        ['added', 'a stop on the probate application'],
        ['added', 'a probate application stage'],
        ['added', 'the grant of probate'],
        ['deleted', 'the grant of probate'],
      ].sort(),
    );
  });

  it('refuses bad input, the wrong people and other matter types; nothing is written', async () => {
    const s = await buildEstateScene(ctx);
    const url = probateUrl(s.matter.matterID);
    const cases: [unknown, string[]][] = [
      [{ stage: 'lodged', on: '2026-02-01' }, ['stage']],
      [{ stage: 'submitted', on: '2026-02-30' }, ['on']],
      [{ stage: 'submitted', on: 20260201 }, ['on']],
      [{ stage: 'submitted', on: '2999-01-01' }, ['on']],
      [{ stage: 'stopped', on: '2026-02-01', reason: 'a\u0000b' }, ['reason']],
      [{ stage: 'stopped', on: '2026-02-01', reason: 'x'.repeat(1001) }, ['reason']],
    ];
    for (const [body, fields] of cases) {
      const res = await callAs(ctx, s.admin, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const badNotices = await callAs(ctx, s.admin, 'PUT', noticesUrl(s.matter.matterID), {
      gazetteNoticeOn: '2025-12-01',
      localPaperNoticeOn: 12,
    });
    expect(Object.keys(badNotices.json().errors).sort()).toEqual(['localPaperNoticeOn']);
    const beforeDeath = await callAs(ctx, s.admin, 'PUT', noticesUrl(s.matter.matterID), {
      gazetteNoticeOn: '2025-12-01',
    });
    expect(beforeDeath.json().errors).toEqual({ gazetteNoticeOn: [PROBATE_TEXTS.noticeBeforeDeath] });
    expect((await callAs(ctx, s.admin, 'DELETE', `${url}/Latest`)).statusCode).toBe(409);
    for (const user of [s.client, s.charityUser, s.otherAdmin]) {
      expect((await callAs(ctx, user, 'GET', keyDatesUrl(s.matter.matterID))).statusCode).toBe(404);
      expect(
        (await callAs(ctx, user, 'POST', url, { stage: 'submitted', on: '2026-02-01' })).statusCode,
      ).toBe(404);
      expect((await callAs(ctx, user, 'DELETE', `${url}/Latest`)).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'PUT', noticesUrl(s.matter.matterID), {})).statusCode).toBe(404);
    }
    expect((await callAs(ctx, s.admin, 'GET', keyDatesUrl(s.willMatter.matterID))).statusCode).toBe(404);
    expect(
      (
        await callAs(ctx, s.admin, 'POST', probateUrl(s.willMatter.matterID), {
          stage: 'submitted',
          on: '2026-02-01',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await ctx.database.db.select().from(probateStages).where(eq(probateStages.matterID, s.matter.matterID)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.organisationID, s.firm.organisationID)),
    ).toEqual([]);
  });

  it('answers no deadline until the date of death is known', async () => {
    const s = await buildEstateScene(ctx, { dateOfDeath: null });
    const res = await callAs(ctx, s.admin, 'GET', keyDatesUrl(s.matter.matterID));
    expect(res.json()).toMatchObject({ dateOfDeath: null, deadlines: [] });
  });
});

describe('the order of the probate stages (pure rule)', () => {
  const context = { today: '2026-06-01', dateOfDeath: '2026-01-15' };
  it('allows a stop and an examination back and forth before the grant', () => {
    const history = [
      { stage: 'submitted', on: '2026-02-01' },
      { stage: 'stopped', on: '2026-02-05' },
      { stage: 'examining', on: '2026-02-10' },
    ];
    expect(probateStageProblems(history, { stage: 'stopped', on: '2026-02-10' }, context)).toEqual({});
    expect(probateStageProblems(history, { stage: 'grantIssued', on: '2026-06-01' }, context)).toEqual({});
    expect(probateStageProblems(history, { stage: 'grantIssued', on: '2026-06-02' }, context)).toEqual({
      on: [PROBATE_TEXTS.inFuture],
    });
  });
});
