import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, fundsNotes, riskAssessments } from '../../db/schema/index.js';
import { buildIndividual } from '../matters/matter.factories.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { buildRiskScene, HIGH_GEOGRAPHY, LOW_RISK } from './risk-assessments.factories.js';

describe('source of funds and wealth notes (issue 12)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (individualID: string) => `/api/SourceOfFunds/Individual/${individualID}`;

  /** Through the existing upload (POST /api/Document/ with the individual as item). */
  async function upload(user: { userID: string }, itemID: string, name: string): Promise<string> {
    const res = await callAs(ctx, user, 'POST', '/api/Document/', [
      { name, mimeType: 'application/pdf', content: dataUrl(PDF_BYTES), itemID },
    ]);
    expect(res.statusCode).toBe(201);
    return res.json()[0].documentID;
  }

  it('records a note with evidence documents of the individual, with who and when', async () => {
    const s = await buildRiskScene(ctx);
    const will = await upload(s.admin, s.individual.individualID, 'Will.pdf');
    const statement = await upload(s.feeEarner, s.individual.individualID, 'Bank statement.pdf');
    const res = await callAs(ctx, s.feeEarner, 'POST', url(s.individual.individualID), {
      kind: 'wealth',
      text: 'Inheritance from a parent in 2019; house sale proceeds',
      documentIDs: [will, statement, will],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'wealth',
      text: 'Inheritance from a parent in 2019; house sale proceeds',
      createdBy: { userID: s.feeEarner.userID },
      evidence: [
        { documentID: statement, name: 'Bank statement.pdf' },
        { documentID: will, name: 'Will.pdf' },
      ],
    });
    await callAs(ctx, s.mlro, 'POST', url(s.individual.individualID), {
      kind: 'funds',
      text: 'Estate account',
    });
    const list = await callAs(ctx, s.mlro, 'GET', url(s.individual.individualID));
    expect(
      list.json().map((n: { kind: string; evidence: unknown[] }) => [n.kind, n.evidence.length]),
    ).toEqual([
      ['funds', 0],
      ['wealth', 2],
    ]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'fundsNote.created'), eq(auditEvents.objectID, res.json().fundsNoteID)),
      );
    expect(audit?.details).toEqual({
      individualID: s.individual.individualID,
      kind: 'wealth',
      documentIDs: [will, statement],
    });
  });

  it("refuses another individual's document, naming it, and writes nothing", async () => {
    const s = await buildRiskScene(ctx);
    const other = await buildIndividual(ctx.database, s.matter, { firstName: 'Olive' });
    const own = await upload(s.admin, s.individual.individualID, 'Own.pdf');
    const foreign = await upload(s.admin, other.individualID, 'Other.pdf');
    const onMatter = await upload(s.admin, s.matter.matterID, 'Matter.pdf');
    const res = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      kind: 'funds',
      text: 'Sale of shares',
      documentIDs: [own, foreign, onMatter],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'documentIDs.1': ['Choose documents of this individual'],
      'documentIDs.2': ['Choose documents of this individual'],
    });
    const bad = await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      kind: 'salary',
      text: '',
    });
    expect(bad.json().errors).toEqual({
      kind: ['Choose source of funds or source of wealth'],
      text: ['Required'],
    });
    expect(
      await ctx.database.db
        .select()
        .from(fundsNotes)
        .where(eq(fundsNotes.individualID, s.individual.individualID)),
    ).toEqual([]);
  });

  it('another firm, a charity and the individual themself get 404', async () => {
    const s = await buildRiskScene(ctx);
    await callAs(ctx, s.admin, 'POST', url(s.individual.individualID), {
      kind: 'funds',
      text: 'Pension lump sum',
    });
    for (const user of [s.otherAdmin, s.client, s.charityUser]) {
      expect((await callAs(ctx, user, 'GET', url(s.individual.individualID))).statusCode).toBe(404);
      const write = await callAs(ctx, user, 'POST', url(s.individual.individualID), {
        kind: 'funds',
        text: 'x',
      });
      expect(write.statusCode).toBe(404);
    }
  });

  it('a refused reassessment leaves the current assessment current', async () => {
    const s = await buildRiskScene(ctx);
    const riskUrl = `/api/RiskAssessments/Individual/${s.individual.individualID}`;
    const first = (await callAs(ctx, s.admin, 'POST', riskUrl, HIGH_GEOGRAPHY)).json();
    const refused = await callAs(ctx, s.admin, 'POST', riskUrl, {
      ...LOW_RISK,
      overallRating: 'Low',
      reviewDate: '2001-01-01',
    });
    expect(refused.statusCode).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(riskAssessments)
      .where(eq(riskAssessments.individualID, s.individual.individualID));
    expect(rows.map((r) => [r.riskAssessmentID, r.supersededAt])).toEqual([[first.riskAssessmentID, null]]);
  });
});
