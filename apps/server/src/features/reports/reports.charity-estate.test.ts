import { LEGACY_TYPES, formatPounds, legacyDisplayReference } from '@probity/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, callAs } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { legacies, legacyDetails } from '../../db/schema/index.js';
import { buildCharityOnlyLegacy } from '../conversations/conversations.factories.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { linkCharity } from '../estate-sharing/estate-sharing.factories.js';
import { viewOk } from './reports.factories.js';

/*
 * Issue 17: the Charity list's "Legacies" report takes a legacy's "Fixed amounts" from the firm's
 * estate figures (the charity's entitlement) while its Estate matter shares them, else from the
 * details the charity typed; "Source of figures" says which, and "Sort by Fixed amounts" sorts (and
 * pages) by the figure shown. The estate (estate-figures.factories.ts): £10,000 to Lantern Trust,
 * 1/10 of the residue to Moorland Rescue.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const PECUNIARY = LEGACY_TYPES[0].legacyTypeID;
const ESTATE = 'Firm’s estate figures';
const OWN = 'Charity’s own figures';
/** Columns of the report: Status, Reference, Deceased, Firm, Fixed amounts, Source of figures, … */
const REF = 1;
const VALUE = 4;
const SOURCE = 5;

/** Lantern's estate legacy typed at £2,500 and 25 legacies of its own typed at £5,000 (one page's worth). */
async function scene() {
  const s = await buildEstateFiguresScene(ctx);
  const [lantern, moorland] = s.charities;
  const lanternOrg = s.charityUser.organisationID!;
  await linkCharity(ctx, lantern, { organisationID: lanternOrg, userID: s.charityUser.userID });
  const moorlandOrg = await linkCharity(ctx, moorland);
  const typed = (legacyID: string, amountPence: number) => ({
    legacyID,
    legacyTypeID: PECUNIARY,
    description: 'Typed gift',
    amountPence,
  });
  const own = [];
  for (let i = 0; i < 25; i++) own.push(await buildCharityOnlyLegacy(ctx.database, lanternOrg));
  await ctx.database.db
    .insert(legacyDetails)
    .values([
      typed(lantern.legacyID, 250_000),
      typed(moorland.legacyID, 250_000),
      ...own.map((l) => typed(l.legacyID, 500_000)),
    ]);
  const refs = await ctx.database.db
    .select()
    .from(legacies)
    .where(inArray(legacies.legacyID, [lantern.legacyID, moorland.legacyID]));
  const refOf = (legacyID: string) => legacyDisplayReference(refs.find((r) => r.legacyID === legacyID)!);
  return {
    ...s,
    lanternRef: refOf(lantern.legacyID),
    moorlandRef: refOf(moorland.legacyID),
    moorland,
    moorlandUser: moorlandOrg.user,
    share: (shareFigures: boolean) =>
      callAs(ctx, s.admin, 'PUT', `/api/Matters/${s.matter.matterID}/Estate/Sharing`, {
        shareFigures,
        shareAccounts: false,
      }),
  };
}

const byValue = { SortBy: ['value'] };
async function report(user: { userID: string }, page = 1, parameters: Record<string, string[]> = byValue) {
  return viewOk(ctx, await authHeaders(ctx, user), { reportPath: 'charity/legacies', page, parameters });
}
async function exported(user: { userID: string }, format: 'CSV' | 'PDF') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Reporting/Export',
    headers: await authHeaders(ctx, user),
    payload: { reportPath: 'charity/legacies', page: 1, parameters: byValue, format },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the Charity list "Legacies" report follows the estate’s figures (issue 17)', () => {
  it('typed figures until the firm shares the estate’s, then the entitlement, sorted and paged by it', async () => {
    const s = await scene();
    const before = await report(s.charityUser);
    expect(before.headers.slice(4, 6)).toEqual(['Fixed amounts', 'Source of figures']);
    // Wider than a page now: its wrapper is a named region a keyboard can scroll.
    expect(before.content).toContain(
      '<div class="probity-report-table-wrap" role="region" aria-label="Legacies" tabindex="0">',
    );
    expect(before.totalPages).toBe(2);
    // Typed: 25 × £5,000 fill page 1; Lantern's typed £2,500 comes last, on page 2.
    expect(before.rows.every((r) => r[VALUE] === '£5,000.00' && r[SOURCE] === OWN)).toBe(true);
    expect((await report(s.charityUser, 2)).rows.map((r) => [r[REF], r[VALUE], r[SOURCE]])).toEqual([
      [s.lanternRef, '£2,500.00', OWN],
    ]);

    expect((await s.share(true)).statusCode).toBe(200);
    // Shared: the estate's £10,000 sorts first, on page 1; one typed £5,000 moves to page 2.
    const shared = await report(s.charityUser);
    expect(shared.rows[0]?.slice(REF, SOURCE + 1)).toEqual([
      s.lanternRef,
      expect.anything(),
      expect.anything(),
      '£10,000.00',
      ESTATE,
    ]);
    expect(shared.rows.slice(1).every((r) => r[VALUE] === '£5,000.00' && r[SOURCE] === OWN)).toBe(true);
    const page2 = await report(s.charityUser, 2);
    expect(page2.rows.map((r) => [r[VALUE], r[SOURCE]])).toEqual([['£5,000.00', OWN]]);
    expect(shared.content + page2.content).not.toContain('£2,500.00');

    // The exports (CSV streamed through a cursor on PostgreSQL, PDF rendered) say the same.
    const csv = parseCsv((await exported(s.charityUser, 'CSV')).rawPayload.subarray(3).toString('utf8'), {
      columns: true,
    }) as Record<string, string>[];
    expect(csv).toHaveLength(26);
    expect(csv[0]).toMatchObject({
      Reference: s.lanternRef,
      'Fixed amounts': '£10,000.00',
      'Source of figures': ESTATE,
    });
    expect(csv[25]).toMatchObject({ 'Fixed amounts': '£5,000.00', 'Source of figures': OWN });
    const pdf = await pdfText((await exported(s.charityUser, 'PDF')).rawPayload);
    expect(pdf).toContain('£10,000.00');
    expect(pdf).toContain('Firm’s estate figures');
    expect(pdf).not.toContain('£2,500.00');

    // Sharing off: the typed figures again, the estate's nowhere.
    await s.share(false);
    const off = await report(s.charityUser, 2);
    expect(off.rows.map((r) => [r[REF], r[VALUE], r[SOURCE]])).toEqual([[s.lanternRef, '£2,500.00', OWN]]);
    expect((await report(s.charityUser)).content).not.toContain('£10,000.00');
  });

  it('each charity sees its own entitlement only (a residuary share: its estimate), never another’s', async () => {
    const s = await scene();
    await s.share(true);
    const { accounts } = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    const own = accounts.distribution.beneficiaries.find(
      (b) => b.beneficiaryId === s.moorland.matterCharityID,
    )!;
    expect(own.entitlement).toBeGreaterThan(0);

    const moorland = await report(s.moorlandUser);
    expect(moorland.rows.map((r) => [r[REF], r[VALUE], r[SOURCE]])).toEqual([
      [s.moorlandRef, formatPounds(own.entitlement), ESTATE],
    ]);
    // Neither Lantern's £10,000 nor its legacies (the one row above is Moorland's).
    expect(moorland.content).not.toContain('£10,000.00');
    // Nor is Moorland's entitlement in Lantern's report.
    const lantern = (await report(s.charityUser)).content + (await report(s.charityUser, 2)).content;
    expect(lantern).not.toContain(formatPounds(own.entitlement));
  });
});
