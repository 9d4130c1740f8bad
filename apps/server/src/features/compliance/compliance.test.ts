import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, checkResolutions } from '../../db/schema/index.js';
import { CHECK_SHAPES, buildCheckedIndividual, buildComplianceFirm } from './compliance.factories.js';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof buildComplianceFirm>>;
let b: Awaited<ReturnType<typeof buildComplianceFirm>>;
let checks: Record<string, Awaited<ReturnType<typeof buildCheckedIndividual>>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  a = await buildComplianceFirm(ctx);
  b = await buildComplianceFirm(ctx);
  const m = a.matter;
  checks = {
    sanctions: await buildCheckedIndividual(
      ctx,
      m,
      { firstName: 'Roman', surname: 'Hit' },
      CHECK_SHAPES.sanctionsHit,
      12,
    ),
    pep: await buildCheckedIndividual(ctx, m, { firstName: 'Petra', surname: 'Pep' }, CHECK_SHAPES.pep, 3),
    possible: await buildCheckedIndividual(
      ctx,
      m,
      { firstName: 'Pat', surname: 'Maybe' },
      CHECK_SHAPES.possibleMatch,
      1,
    ),
    referred: await buildCheckedIndividual(
      ctx,
      m,
      { firstName: 'Ann', surname: 'Abroad' },
      CHECK_SHAPES.addressReferred,
      0,
    ),
    clean: await buildCheckedIndividual(
      ctx,
      m,
      { firstName: 'Clara', surname: 'Clean' },
      CHECK_SHAPES.clean,
      2,
    ),
    pending: await buildCheckedIndividual(ctx, m, { firstName: 'Paula', surname: 'Pending' }, 'pending', 5),
    otherFirm: await buildCheckedIndividual(
      ctx,
      b.matter,
      { firstName: 'Bob', surname: 'Other' },
      CHECK_SHAPES.sanctionsHit,
      4,
    ),
  };
});
afterAll(async () => ctx?.close());

const QUEUE = '/api/Compliance/Checks';
const resolveUrl = (checkResultID: string) => `${QUEUE}/${checkResultID}/Resolution`;
const ids = (body: { checkResultID: string }[]) => body.map((r) => r.checkResultID);
const urgent = async (who: { user: { userID: string } }, organisationID: string) => {
  const res = await callAs(ctx, who.user, 'GET', `/api/Organisations/${organisationID}/Dashboard`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { apiId: string; data: number }[]).find((t) => t.apiId === 'checksToReview')?.data;
};

describe("the MLRO's compliance queue (issue 12)", () => {
  it("lists the firm's failed, sanctions, PEP, possible-match and referred checks, oldest first", async () => {
    const res = await callAs(ctx, a.mlro.user, 'GET', QUEUE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([
      checks.sanctions!.check.checkResultID,
      checks.pep!.check.checkResultID,
      checks.possible!.check.checkResultID,
      checks.referred!.check.checkResultID,
    ]);
    expect(JSON.parse(res.headers['x-pagination'] as string)).toMatchObject({
      totalCount: 4,
      currentPage: 1,
    });
    expect(body[0]).toMatchObject({
      individualName: 'Roman Hit',
      matterReference: a.matter.reference,
      kinds: ['failed', 'sanctions'],
      reasons: ['Failed', 'Sanctions match', 'Sanctions: Failed'],
      individualPath: `/secure/matters/${a.matter.matterID}/individuals/${checks.sanctions!.individual.individualID}/manage?check=${checks.sanctions!.check.checkResultID}`,
      resolution: null,
    });
    expect(body[1]).toMatchObject({
      kinds: ['referred', 'pep'],
      reasons: ['Referred', 'PEP match', 'PEP: Refer – enhanced due diligence'],
    });
    expect(body[2].kinds).toEqual(['referred', 'possibleMatch']);
    expect(body[2].reasons).toContain('Sanctions: Possible match – MLRO review');
    expect(new Date(body[0].checkDate).getTime()).toBeLessThan(new Date(body[1].checkDate).getTime());
  });

  it('filters by kind and status, orders newest first and pages', async () => {
    const pep = await callAs(ctx, a.partner.user, 'GET', `${QUEUE}?FilterType=kind&Filter=pep`);
    expect(ids(pep.json())).toEqual([checks.pep!.check.checkResultID]);
    const sanctionsOrPossible = await callAs(
      ctx,
      a.mlro.user,
      'GET',
      `${QUEUE}?FilterType=kind&Filter=sanctions&FilterType=kind&Filter=possibleMatch`,
    );
    expect(ids(sanctionsOrPossible.json())).toEqual([
      checks.sanctions!.check.checkResultID,
      checks.possible!.check.checkResultID,
    ]);
    const newest = await callAs(ctx, a.mlro.user, 'GET', `${QUEUE}?OrderBy=-date&pageCount=2&page=1`);
    expect(ids(newest.json())).toEqual([
      checks.referred!.check.checkResultID,
      checks.possible!.check.checkResultID,
    ]);
    expect(JSON.parse(newest.headers['x-pagination'] as string)).toMatchObject({
      totalPages: 2,
      totalCount: 4,
    });
    const bad = await callAs(ctx, a.mlro.user, 'GET', `${QUEUE}?FilterType=kind&Filter=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('Filter');
  });

  it('is refused to a fee-earner (403), and never shows another firm', async () => {
    expect((await callAs(ctx, a.feeEarner.user, 'GET', QUEUE)).statusCode).toBe(403);
    const other = await callAs(ctx, b.mlro.user, 'GET', QUEUE);
    expect(ids(other.json())).toEqual([checks.otherFirm!.check.checkResultID]);
  });

  it("counts the firm's open queue as the MLRO's urgent checks, though the MLRO is on no matter team", async () => {
    expect(await urgent(a.mlro, a.firm.organisationID)).toBe(4);
    expect(await urgent(a.partner, a.firm.organisationID)).toBe(4);
  });
});

describe('resolving a check (issue 12)', () => {
  it('refuses bad input with a 400 naming each field', async () => {
    const res = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(checks.pep!.check.checkResultID), {
      decision: 'shrug',
      reason: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['decision', 'reason']);
    const long = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(checks.pep!.check.checkResultID), {
      decision: 'falsePositive',
      reason: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
  });

  it("refuses a fee-earner (403) and another firm's MLRO (404); a clean check needs no decision (409)", async () => {
    const body = { decision: 'falsePositive', reason: 'Different date of birth' };
    const url = resolveUrl(checks.pep!.check.checkResultID);
    expect((await callAs(ctx, a.feeEarner.user, 'POST', url, body)).statusCode).toBe(403);
    expect((await callAs(ctx, b.mlro.user, 'POST', url, body)).statusCode).toBe(404);
    const clean = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(checks.clean!.check.checkResultID), body);
    expect(clean.statusCode).toBe(409);
    expect(
      await ctx.database.db
        .select()
        .from(checkResolutions)
        .where(eq(checkResolutions.organisationID, a.firm.organisationID)),
    ).toEqual([]);
  });

  it('records who decided what, when and why, audits it, and takes the check out of the open queue', async () => {
    const checkResultID = checks.pep!.check.checkResultID;
    const before = Date.now();
    const res = await callAs(ctx, a.mlro.user, 'POST', resolveUrl(checkResultID), {
      decision: 'eddDone',
      reason: '  Source of wealth evidenced; partner sign-off on file  ',
    });
    expect(res.statusCode).toBe(201);
    const resolution = res.json();
    expect(resolution).toMatchObject({
      decision: 'eddDone',
      decisionLabel: 'Enhanced due diligence done',
      reason: 'Source of wealth evidenced; partner sign-off on file',
      resolvedByUserID: a.mlro.user.userID,
      resolvedByName: `${a.mlro.user.firstName} ${a.mlro.user.surname}`,
    });
    expect(new Date(resolution.resolvedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'check.resolved'), eq(auditEvents.objectID, checkResultID)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserID: a.mlro.user.userID,
      organisationID: a.firm.organisationID,
      objectType: 'check',
      details: expect.objectContaining({
        decision: 'eddDone',
        reason: 'Source of wealth evidenced; partner sign-off on file',
        kinds: ['referred', 'pep'],
      }),
    });

    const open = await callAs(ctx, a.mlro.user, 'GET', QUEUE);
    expect(ids(open.json())).not.toContain(checkResultID);
    const resolved = await callAs(ctx, a.mlro.user, 'GET', `${QUEUE}?FilterType=status&Filter=resolved`);
    expect(ids(resolved.json())).toEqual([checkResultID]);
    expect(resolved.json()[0].resolution).toMatchObject({ decisionLabel: 'Enhanced due diligence done' });
    expect(await urgent(a.mlro, a.firm.organisationID)).toBe(3);

    // The fee-earner sees the decision on the check in the individual's history.
    const detail = await callAs(
      ctx,
      a.feeEarner.user,
      'GET',
      `/api/Individuals/${a.matter.matterID}/${checks.pep!.individual.individualID}`,
    );
    expect(detail.json().checkHistory[0].resolution).toMatchObject({
      decision: 'eddDone',
      resolvedByName: resolution.resolvedByName,
    });

    const again = await callAs(ctx, a.partner.user, 'POST', resolveUrl(checkResultID), {
      decision: 'falsePositive',
      reason: 'Second opinion',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets a Supervising Partner resolve too', async () => {
    const res = await callAs(ctx, a.partner.user, 'POST', resolveUrl(checks.possible!.check.checkResultID), {
      decision: 'falsePositive',
      reason: 'Listed person born 1951; our client born 1990, different nationality',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().resolvedByUserID).toBe(a.partner.user.userID);
  });
});
