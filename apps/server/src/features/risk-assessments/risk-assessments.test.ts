import { addYears, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, riskAssessments } from '../../db/schema/index.js';
import { buildRiskScene, HIGH_GEOGRAPHY, LOW_RISK } from './risk-assessments.factories.js';
import { listAssessmentsAwaitingSignOff } from './risk-assessments.queries.js';

describe('risk assessments (issue 12)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (individualID: string) => `/api/RiskAssessments/Individual/${individualID}`;
  const signOffUrl = (id: string) => `/api/RiskAssessments/${id}/SignOff`;
  const rowsOf = (individualID: string) =>
    ctx.database.db.select().from(riskAssessments).where(eq(riskAssessments.individualID, individualID));

  it('creates an assessment with the computed rating, its working and the default review date', async () => {
    const s = await buildRiskScene(ctx);
    const res = await callAs(ctx, s.feeEarner, 'POST', url(s.individual.individualID), LOW_RISK);
    expect(res.statusCode).toBe(201);
    const today = todayInUk();
    expect(res.json()).toMatchObject({
      individualID: s.individual.individualID,
      matterID: s.matter.matterID,
      customerRisk: 'Low',
      customerNote: 'UK resident executor, known to the firm',
      geographicNote: '',
      computedRating: 'Low',
      overallRating: 'Low',
      working: 'Low because every factor is Low',
      reviewDate: addYears(today, 3),
      assessedBy: { userID: s.feeEarner.userID },
      isCurrent: true,
      needsSignOff: false,
      isAwaitingSignOff: false,
      isReviewDue: false,
      badges: [],
    });
    const list = await callAs(ctx, s.admin, 'GET', url(s.individual.individualID));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { riskAssessmentID: string }) => a.riskAssessmentID)).toEqual([
      res.json().riskAssessmentID,
    ]);
  });

  it('a new assessment supersedes the previous one, which stays readable', async () => {
    const s = await buildRiskScene(ctx);
    const first = (await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), LOW_RISK)).json();
    const second = await callAs(ctx, s.support, 'POST', url(s.individual.individualID), {
      ...LOW_RISK,
      customerRisk: 'Medium',
      reviewDate: addYears(todayInUk(), 1),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      overallRating: 'Medium',
      working: 'Medium because customer risk is Medium',
      reviewDate: addYears(todayInUk(), 1),
    });
    const list = (await callAs(ctx, s.admin, 'GET', url(s.individual.individualID))).json();
    expect(
      list.map((a: { riskAssessmentID: string; isCurrent: boolean; badges: string[] }) => [
        a.riskAssessmentID,
        a.isCurrent,
        a.badges,
      ]),
    ).toEqual([
      [second.json().riskAssessmentID, true, []],
      [first.riskAssessmentID, false, ['Superseded']],
    ]);
    const [old] = (await rowsOf(s.individual.individualID)).filter(
      (r) => r.riskAssessmentID === first.riskAssessmentID,
    );
    expect(old?.supersededBy).toBe(second.json().riskAssessmentID);
  });

  it('a High assessment awaits the MLRO, who signs it off (audited); a fee-earner cannot', async () => {
    const s = await buildRiskScene(ctx);
    const created = await callAs(ctx, s.feeEarner, 'POST', url(s.individual.individualID), HIGH_GEOGRAPHY);
    expect(created.json()).toMatchObject({
      computedRating: 'High',
      working: 'High because geographic risk is High',
      reviewDate: addYears(todayInUk(), 1),
      isAwaitingSignOff: true,
      badges: ['Awaiting MLRO sign-off'],
    });
    const id = created.json().riskAssessmentID;
    expect(await listAssessmentsAwaitingSignOff(ctx.database.db, s.firm.organisationID)).toMatchObject([
      { riskAssessmentID: id, individualID: s.individual.individualID, individualName: 'Iris Bennett' },
    ]);

    for (const user of [s.feeEarner, s.admin, s.support]) {
      const refused = await callAs(ctx, user, 'POST', signOffUrl(id), { note: 'Looks fine' });
      expect(refused.statusCode).toBe(403);
    }
    for (const user of [s.otherMlro, s.otherAdmin, s.client, s.charityUser]) {
      const hidden = await callAs(ctx, user, 'POST', signOffUrl(id), { note: 'Looks fine' });
      expect(hidden.statusCode).toBe(404);
    }
    const [unsigned] = await rowsOf(s.individual.individualID);
    expect(unsigned?.signedOffAt).toBeNull();

    const signed = await callAs(ctx, s.mlro, 'POST', signOffUrl(id), {
      note: 'EDD done: probate valuation seen',
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      isAwaitingSignOff: false,
      signedOffBy: { userID: s.mlro.userID },
      signOffNote: 'EDD done: probate valuation seen',
      badges: ['Signed off by the MLRO'],
    });
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'riskAssessment.signedOff'), eq(auditEvents.objectID, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserID: s.mlro.userID,
      organisationID: s.firm.organisationID,
      details: { individualID: s.individual.individualID, note: 'EDD done: probate valuation seen' },
    });
    expect(await listAssessmentsAwaitingSignOff(ctx.database.db, s.firm.organisationID)).toEqual([]);
    const again = await callAs(ctx, s.mlro, 'POST', signOffUrl(id), { note: 'Twice' });
    expect(again.statusCode).toBe(409);
  });

  it('the MLRO may not sign off a Low or a superseded assessment', async () => {
    const s = await buildRiskScene(ctx);
    const high = (await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), HIGH_GEOGRAPHY)).json();
    const low = (await callAs(ctx, s.mlro, 'POST', url(s.individual.individualID), LOW_RISK)).json();
    expect(
      (await callAs(ctx, s.mlro, 'POST', signOffUrl(high.riskAssessmentID), { note: 'x' })).json(),
    ).toMatchObject({
      detail: 'This assessment has been superseded; sign off the current one',
    });
    const res = await callAs(ctx, s.mlro, 'POST', signOffUrl(low.riskAssessmentID), { note: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Only a high-risk assessment needs sign-off');
  });

  it('a raised rating needs a reason; a lower one is refused', async () => {
    const s = await buildRiskScene(ctx);
    const lower = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      ...HIGH_GEOGRAPHY,
      overallRating: 'Medium',
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual({
      overallRating: ['The overall rating cannot be lower than the computed rating (High)'],
    });
    const raised = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      ...LOW_RISK,
      overallRating: 'High',
      overallReason: 'Adverse media on the beneficiary',
    });
    expect(raised.json()).toMatchObject({
      computedRating: 'Low',
      overallRating: 'High',
      overallReason: 'Adverse media on the beneficiary',
      working: 'High, raised from Low because every factor is Low',
      isAwaitingSignOff: true,
    });
  });

  it('bad input is a 400 naming each field, and nothing is written', async () => {
    const s = await buildRiskScene(ctx);
    const res = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      ...LOW_RISK,
      geographicRisk: 'Severe',
      reviewDate: '2027-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      geographicRisk: ['Choose Low, Medium or High'],
      reviewDate: ['Enter a real date'],
    });
    const past = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      ...LOW_RISK,
      reviewDate: '2020-01-01',
    });
    expect(past.json().errors).toEqual({ reviewDate: ['The review date cannot be in the past'] });
    const noNote = await callAs(ctx, s.mlro, 'POST', signOffUrl(crypto.randomUUID()), { note: '' });
    expect(noNote.json().errors).toEqual({ note: ['Required'] });
    expect(await rowsOf(s.individual.individualID)).toEqual([]);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'riskAssessment.created'), eq(auditEvents.actorUserID, s.admin.userID)),
      );
    expect(audits).toEqual([]);
  });

  it('another firm, a charity and the individual themself get 404; nobody outside the firm writes', async () => {
    const s = await buildRiskScene(ctx);
    await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), LOW_RISK);
    for (const user of [s.otherAdmin, s.otherMlro, s.client, s.charityUser]) {
      expect((await callAs(ctx, user, 'GET', url(s.individual.individualID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'POST', url(s.individual.individualID), LOW_RISK)).statusCode).toBe(
        404,
      );
    }
    expect(await rowsOf(s.individual.individualID)).toHaveLength(1);
    // The client reads their own individual record, but nothing of the risk file rides on it.
    const own = await callAs(
      ctx,
      s.client,
      'GET',
      `/api/Individuals/${s.matter.matterID}/${s.individual.individualID}`,
    );
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toMatch(/risk/i);
  });

  it('a past review date shows "Review due"', async () => {
    const s = await buildRiskScene(ctx);
    const created = (await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), LOW_RISK)).json();
    await ctx.database.db
      .update(riskAssessments)
      .set({ reviewDate: '2020-01-01' })
      .where(eq(riskAssessments.riskAssessmentID, created.riskAssessmentID));
    const [current] = (await callAs(ctx, s.admin, 'GET', url(s.individual.individualID))).json();
    expect(current).toMatchObject({ isReviewDue: true, badges: ['Review due'] });
  });
});
