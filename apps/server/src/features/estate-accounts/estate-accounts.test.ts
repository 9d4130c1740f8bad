import { ACCOUNTS_PROBLEM_TEXTS, ESTATE_ACCOUNTS_TEXTS as A } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { activityEntries, auditEvents } from '../../db/schema/index.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';

describe('the estate accounts and their exports (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (matterID: string, rest = '') => `/api/Matters/${matterID}/Estate/Accounts${rest}`;

  it('answers the three accounts, each beneficiary and the residuary beneficiaries awaiting approval', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const res = await callAs(ctx, s.feeEarner, 'GET', url(s.matter.matterID));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dateOfDeath: '2026-01-15',
      reference: s.matter.reference,
      finalisation: null,
    });
    // The figures worked by hand in estate-figures.test.ts.
    expect(body.accounts.capital.balance).toBe(115_260_000);
    expect(body.accounts.distribution.residue).toBe(107_880_000);
    expect(body.approvals).toEqual([
      {
        beneficiaryId: 'person:jane doe',
        beneficiaryName: 'Jane Doe',
        type: 'person',
        approvesOnProbity: false,
        approval: null,
      },
      {
        beneficiaryId: s.charities[1].matterCharityID,
        beneficiaryName: 'Moorland Rescue',
        type: 'charity',
        approvesOnProbity: false,
        approval: null,
      },
    ]);
    expect(body.problemTexts).toEqual([]);
  });

  it('names the problems: shares that do not add up', async () => {
    const s = await buildEstateFiguresScene(ctx);
    await callAs(
      ctx,
      s.admin,
      'PUT',
      `/api/Matters/${s.matter.matterID}/Estate/Legacies/${s.legacies.janeResidue.estateLegacyID}`,
      {
        kind: 'residuary',
        beneficiary: { type: 'person', name: 'Jane Doe' },
        share: { kind: 'percent', percent: 80 },
      },
    );
    const body = (await callAs(ctx, s.admin, 'GET', url(s.matter.matterID))).json();
    expect(body.problemTexts).toEqual([ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp]);
  });

  it('exports an Excel workbook with a sheet per account and formulas a practitioner can follow', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const res = await callAs(ctx, s.feeEarner, 'GET', url(s.matter.matterID, '/Export?format=xlsx'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".* estate accounts\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      A.capitalTitle,
      A.incomeTitle,
      A.distributionTitle,
    ]);
    const rowOf = (sheet: ExcelJS.Worksheet, label: string, after = 0) => {
      for (let r = after + 1; r <= sheet.rowCount; r++) if (sheet.getCell(`A${r}`).value === label) return r;
      throw new Error(`no row ${label}`);
    };
    const formula = (sheet: ExcelJS.Worksheet, cell: string) =>
      sheet.getCell(cell).value as ExcelJS.CellFormulaValue;

    const capital = workbook.getWorksheet(A.capitalTitle)!;
    const assetsHead = rowOf(capital, A.assetsAtDeath);
    // Three assets in hand (the joint account passes by survivorship), then their SUM.
    expect(
      [1, 2, 3].map((i) => capital.getCell(`C${assetsHead + i}`).value as number).sort((x, y) => x - y),
    ).toEqual([60_000, 250_000, 900_000]);
    expect(formula(capital, `C${assetsHead + 4}`)).toEqual({
      formula: `SUM(C${assetsHead + 1}:C${assetsHead + 3})`,
      result: 1_210_000,
    });
    const balance = rowOf(capital, A.capitalBalance);
    expect(formula(capital, `C${balance}`).result).toBe(1_152_600);
    expect(formula(capital, `C${balance}`).formula).toMatch(/^C\d+\+C\d+-C\d+\+C\d+-C\d+-C\d+-C\d+-C\d+$/);

    const income = workbook.getWorksheet(A.incomeTitle)!;
    const net = rowOf(income, A.netIncome);
    expect(formula(income, `C${net}`)).toMatchObject({ result: 1_200 });

    const distribution = workbook.getWorksheet(A.distributionTitle)!;
    expect(formula(distribution, `C${rowOf(distribution, A.capitalBalance)}`)).toEqual({
      formula: `'${A.capitalTitle}'!C${balance}`,
      result: 1_152_600,
    });
    expect(formula(distribution, `C${rowOf(distribution, A.netIncome)}`).formula).toBe(
      `'${A.incomeTitle}'!C${net}`,
    );
    const available = rowOf(distribution, A.available);
    const residue = rowOf(distribution, A.residue);
    expect(formula(distribution, `C${residue}`)).toMatchObject({ result: 1_078_800 });
    expect(formula(distribution, `C${residue}`).formula).toMatch(new RegExp(`^C${available}-C\\d+-C\\d+$`));
    const moorland = rowOf(distribution, '  Moorland Rescue', residue);
    expect(distribution.getCell(`B${moorland}`).value).toBe('1/10');
    expect(distribution.getCell(`C${moorland}`).value).toBe(107_880);
    expect(formula(distribution, `D${moorland}`)).toEqual({ formula: `C$${residue}*0.1`, result: 107_880 });
    // Each beneficiary: entitlement = pecuniary + residuary, balance = entitlement − paid.
    const jane = rowOf(distribution, 'JANE DOE', moorland);
    expect(formula(distribution, `D${jane}`)).toEqual({ formula: `B${jane}+C${jane}`, result: 975_920 });
    expect(formula(distribution, `G${jane}`)).toEqual({
      formula: `D${jane}-E${jane}-F${jane}`,
      result: 975_920,
    });

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'estateAccounts.exported'), eq(auditEvents.objectID, s.matter.matterID)),
      );
    expect(audit.map((a) => a.details)).toEqual([{ format: 'xlsx' }]);
  });

  it('exports the PDF firms send for approval: the estate, the three accounts and a block to sign', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const view = (await callAs(ctx, s.admin, 'GET', url(s.matter.matterID))).json();
    const res = await callAs(ctx, s.admin, 'GET', url(s.matter.matterID, '/Export?format=pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // As printed: each label with its amount on its line.
    const lines = pdfText(res.rawPayload, { layout: true })
      .split('\n')
      .map((l) => l.trim().replace(/\s{2,}/g, ' | '))
      .filter(Boolean);
    for (const expected of [
      'Estate accounts',
      'DRAFT — not yet final',
      view.estateName,
      'Date of death: 15 Jan 2026',
      A.capitalTitle,
      A.incomeTitle,
      A.distributionTitle,
      'Approval',
      'JANE DOE',
      'Moorland Rescue',
    ])
      expect(lines).toContain(expected);
    for (const expected of [
      'Balance of capital | £1,152,600.00',
      'Mortgage | −£50,000.00',
      'Net income | £1,200.00',
      'Residue | £1,078,800.00',
      'Moorland Rescue (1/10) | £107,880.00',
      'Balance held | £975,920.00',
    ])
      expect(lines).toContain(expected);
    expect(lines.some((l) => /^Signed: _+ \| Date: _+$/.test(l))).toBe(true);
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.matterID, s.matter.matterID), eq(activityEntries.action, 'exported')));
    expect(entries.map((e) => [e.activityType, e.object])).toEqual([['estate', 'PDF']]);
  });

  it('refuses the matter’s individuals, a charity, another firm and a matter of another type (404)', async () => {
    const s = await buildEstateScene(ctx);
    for (const user of [s.client, s.charityUser, s.otherAdmin]) {
      expect((await callAs(ctx, user, 'GET', url(s.matter.matterID))).statusCode).toBe(404);
      expect((await callAs(ctx, user, 'GET', url(s.matter.matterID, '/Export?format=pdf'))).statusCode).toBe(
        404,
      );
      expect((await callAs(ctx, user, 'POST', url(s.matter.matterID, '/Final'))).statusCode).toBe(404);
    }
    expect((await callAs(ctx, s.admin, 'GET', url(s.willMatter.matterID))).statusCode).toBe(404);
    const bad = await callAs(ctx, s.admin, 'GET', url(s.matter.matterID, '/Export?format=docx'));
    expect(bad.statusCode).toBe(400);
  });
});
