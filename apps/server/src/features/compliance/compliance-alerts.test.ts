import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, riskAssessments, screeningAlerts } from '../../db/schema/index.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { buildComplianceFirm } from './compliance.factories.js';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof buildComplianceFirm>>;
let b: Awaited<ReturnType<typeof buildComplianceFirm>>;
const alertIDs: Record<string, string> = {};
const people: Record<string, { individualID: string }> = {};

const DAY = 86_400_000;

/** An alert as the screening monitor writes it after a list import (screening-monitor.ts). */
async function insertAlert(
  firm: typeof a,
  individualID: string,
  values: { list: 'sanctions' | 'pep'; outcome: string; uniqueID: string; daysAgo: number },
) {
  const [row] = await ctx.database.db
    .insert(screeningAlerts)
    .values({
      organisationID: firm.firm.organisationID,
      matterID: firm.matter.matterID,
      individualID,
      list: values.list,
      uniqueID: values.uniqueID,
      outcome: values.outcome,
      score: 0.91,
      matchedName: 'IVANOV, Pyotr',
      explanation: 'Name and year of birth match the designation',
      listPublishedOn: '2026-11-20',
      createdAt: new Date(Date.now() - values.daysAgo * DAY),
    })
    .returning();
  return row!.alertID;
}

async function insertAssessment(
  firm: typeof a,
  individualID: string,
  rating: 'High' | 'Medium',
  signedOff: boolean,
) {
  await ctx.database.db.insert(riskAssessments).values({
    individualID,
    matterID: firm.matter.matterID,
    organisationID: firm.firm.organisationID,
    customerRisk: 'Low',
    geographicRisk: rating,
    productRisk: 'Low',
    deliveryChannelRisk: 'Low',
    computedRating: rating,
    overallRating: rating,
    reviewDate: '2027-11-01',
    assessedBy: firm.feeEarner.user.userID,
    assessedAt: new Date(Date.now() - 4 * DAY),
    ...(signedOff ? { signedOffBy: firm.mlro.user.userID, signedOffAt: new Date() } : {}),
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  a = await buildComplianceFirm(ctx);
  b = await buildComplianceFirm(ctx);
  people.pyotr = await buildIndividual(ctx.database, a.matter, { firstName: 'Pyotr', surname: 'Ivanov' });
  people.petra = await buildIndividual(ctx.database, a.matter, { firstName: 'Petra', surname: 'Pep' });
  people.signed = await buildIndividual(ctx.database, a.matter, { firstName: 'Sid', surname: 'Signed' });
  people.medium = await buildIndividual(ctx.database, a.matter, { firstName: 'Mel', surname: 'Medium' });
  people.bob = await buildIndividual(ctx.database, b.matter, { firstName: 'Bob', surname: 'Other' });
  alertIDs.sanctions = await insertAlert(a, people.pyotr.individualID, {
    list: 'sanctions',
    outcome: 'possibleMatch',
    uniqueID: 'RUS0001',
    daysAgo: 5,
  });
  alertIDs.pep = await insertAlert(a, people.petra.individualID, {
    list: 'pep',
    outcome: 'match',
    uniqueID: 'PEP-77',
    daysAgo: 1,
  });
  alertIDs.otherFirm = await insertAlert(b, people.bob.individualID, {
    list: 'sanctions',
    outcome: 'match',
    uniqueID: 'RUS0002',
    daysAgo: 2,
  });
  await insertAssessment(a, people.pyotr.individualID, 'High', false);
  await insertAssessment(a, people.signed.individualID, 'High', true);
  await insertAssessment(a, people.medium.individualID, 'Medium', false);
  await insertAssessment(b, people.bob.individualID, 'High', false);
});
afterAll(async () => ctx?.close());

const ALERTS = '/api/Compliance/Alerts';
const resolveUrl = (alertID: string) => `${ALERTS}/${alertID}/Resolution`;
const ids = (body: { alertID: string }[]) => body.map((r) => r.alertID);
const urgent = async (who: { user: { userID: string } }, organisationID: string) => {
  const res = await callAs(ctx, who.user, 'GET', `/api/Organisations/${organisationID}/Dashboard`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { apiId: string; data: number }[]).find((t) => t.apiId === 'checksToReview')?.data;
};

describe("re-screening alerts in the MLRO's compliance queue (issue 12)", () => {
  it("lists the firm's open alerts oldest first, with the outcome in words and the individual's page", async () => {
    const res = await callAs(ctx, a.mlro.user, 'GET', ALERTS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([alertIDs.sanctions, alertIDs.pep]);
    expect(body[0]).toMatchObject({
      individualID: people.pyotr!.individualID,
      individualName: 'Pyotr Ivanov',
      matterID: a.matter.matterID,
      matterReference: a.matter.reference,
      list: 'sanctions',
      outcome: 'possibleMatch',
      outcomeLabel: 'Possible match – MLRO review',
      matchedName: 'IVANOV, Pyotr',
      uniqueID: 'RUS0001',
      explanation: 'Name and year of birth match the designation',
      listPublishedOn: '2026-11-20',
      individualPath: `/secure/matters/${a.matter.matterID}/individuals/${people.pyotr!.individualID}/manage`,
      resolution: null,
    });
    expect(body[1].outcomeLabel).toBe('Refer – enhanced due diligence');
    expect(JSON.parse(res.headers['x-pagination'] as string)).toMatchObject({ totalCount: 2 });
    const newest = await callAs(ctx, a.partner.user, 'GET', `${ALERTS}?OrderBy=-date&page=1&pageCount=1`);
    expect(ids(newest.json())).toEqual([alertIDs.pep]);
    expect(JSON.parse(newest.headers['x-pagination'] as string)).toMatchObject({
      totalCount: 2,
      totalPages: 2,
    });
  });

  it("is refused to a fee-earner (403); another firm's alert is absent and its resolution 404", async () => {
    expect((await callAs(ctx, a.feeEarner.user, 'GET', ALERTS)).statusCode).toBe(403);
    const other = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(alertIDs.otherFirm!), {
      decision: 'falsePositive',
      reason: 'Not ours',
    });
    expect(other.statusCode).toBe(404);
    const feeEarner = await callAs(ctx, a.feeEarner.user, 'POST', resolveUrl(alertIDs.pep!), {
      decision: 'falsePositive',
      reason: 'Mine',
    });
    expect(feeEarner.statusCode).toBe(403);
    const [stillOpen] = await ctx.database.db
      .select()
      .from(screeningAlerts)
      .where(eq(screeningAlerts.alertID, alertIDs.otherFirm!));
    expect(stillOpen?.resolvedAt).toBeNull();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const res = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(alertIDs.pep!), {
      decision: 'ignore',
      reason: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['decision', 'reason']);
    const status = await callAs(ctx, a.mlro.user, 'GET', `${ALERTS}?FilterType=status&Filter=everything`);
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toHaveProperty('Filter');
  });

  it('records the decision, audits it, leaves the open list and the urgent checks; a second time is 409', async () => {
    const before = await urgent(a.mlro, a.firm.organisationID);
    const alertID = alertIDs.sanctions!;
    const res = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(alertID), {
      decision: 'falsePositive',
      reason: 'Date of birth differs from the designation',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      decision: 'falsePositive',
      decisionLabel: 'False positive',
      reason: 'Date of birth differs from the designation',
      resolvedByUserID: a.mlro.user.userID,
    });
    const [row] = await ctx.database.db
      .select()
      .from(screeningAlerts)
      .where(eq(screeningAlerts.alertID, alertID));
    expect(row).toMatchObject({
      resolvedBy: a.mlro.user.userID,
      resolution: 'falsePositive',
      resolutionNote: 'Date of birth differs from the designation',
    });
    expect(row?.resolvedAt).toBeInstanceOf(Date);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'screeningAlert.resolved'), eq(auditEvents.objectID, alertID)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserID: a.mlro.user.userID,
      organisationID: a.firm.organisationID,
      objectType: 'screeningAlert',
    });
    expect(audit[0]!.details).toMatchObject({ decision: 'falsePositive', uniqueID: 'RUS0001' });

    const open = await callAs(ctx, a.mlro.user, 'GET', ALERTS);
    expect(ids(open.json())).toEqual([alertIDs.pep]);
    const resolved = await callAs(ctx, a.mlro.user, 'GET', `${ALERTS}?FilterType=status&Filter=resolved`);
    expect(ids(resolved.json())).toEqual([alertID]);
    expect(resolved.json()[0].resolution).toMatchObject({
      decisionLabel: 'False positive',
      resolvedByName: `${a.mlro.user.firstName} ${a.mlro.user.surname}`,
    });
    expect(await urgent(a.mlro, a.firm.organisationID)).toBe(before! - 1);

    const again = await callAs(ctx, a.partner.user, 'POST', resolveUrl(alertID), {
      decision: 'eddDone',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("risk assessments awaiting the MLRO's sign-off (issue 12)", () => {
  it("lists the firm's current High assessments not yet signed off, not a signed or a Medium one", async () => {
    const res = await callAs(ctx, a.mlro.user, 'GET', '/api/Compliance/RiskAssessments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        riskAssessmentID: expect.any(String),
        individualID: people.pyotr!.individualID,
        individualName: 'Pyotr Ivanov',
        matterID: a.matter.matterID,
        matterReference: a.matter.reference,
        rating: 'High',
        assessedByName: `${a.feeEarner.user.firstName} ${a.feeEarner.user.surname}`,
        assessedAt: expect.any(String),
        individualPath: `/secure/matters/${a.matter.matterID}/individuals/${people.pyotr!.individualID}/manage`,
      },
    ]);
    expect((await callAs(ctx, a.feeEarner.user, 'GET', '/api/Compliance/RiskAssessments')).statusCode).toBe(
      403,
    );
  });
});
