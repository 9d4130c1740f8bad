import { LEGACY_TYPES, formatPounds, poundsDecimal } from '@probity/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { xsdErrors } from '../../../test/xsd.js';
import { legacyDetails } from '../../db/schema/index.js';
import { buildCharityOnlyLegacy } from '../conversations/conversations.factories.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { LEGACY_EXPORT_SCHEMA_FILE } from '../legacies/legacies.export.js';
import { linkCharity } from './estate-sharing.factories.js';

/*
 * Issue 17 "legacy figures follow the estate": the charity's dashboard figures, the legacies export
 * (CSV) and the XML export take a legacy's money from the firm's estate figures while its Estate
 * matter shares them, and from the details the charity typed otherwise; never the estate's figures
 * when they are not shared. The estate (estate-figures.factories.ts): £10,000 to Lantern Trust,
 * 1/10 of the residue to Moorland Rescue.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const PECUNIARY = LEGACY_TYPES[0].legacyTypeID;

/** The scene with both charities on Probity, each with a typed £2,500 on its estate legacy and a legacy of its own. */
async function scene() {
  const s = await buildEstateFiguresScene(ctx);
  const [lantern, moorland] = s.charities;
  await linkCharity(ctx, lantern, {
    organisationID: s.charityUser.organisationID,
    userID: s.charityUser.userID,
  });
  const moorlandOrg = await linkCharity(ctx, moorland);
  const typed = (legacyID: string, amountPence: number) =>
    ctx.database.db
      .insert(legacyDetails)
      .values({ legacyID, legacyTypeID: PECUNIARY, description: 'Typed gift', amountPence });
  await typed(lantern.legacyID, 250_000);
  await typed(moorland.legacyID, 250_000);
  const own = await buildCharityOnlyLegacy(ctx.database, s.charityUser.organisationID!);
  await typed(own.legacyID, 100_000);
  const share = (shareFigures: boolean) =>
    callAs(ctx, s.admin, 'PUT', `/api/Matters/${s.matter.matterID}/Estate/Sharing`, {
      shareFigures,
      shareAccounts: false,
    });
  return {
    ...s,
    lantern,
    moorland,
    lanternOrg: s.charityUser.organisationID!,
    moorlandOrg: moorlandOrg.organisationID,
    moorlandUser: moorlandOrg.user,
    own,
    share,
  };
}

/** Moorland's own row of the accounts as the engine works it out now. */
async function moorlandFigures(matterID: string, matterCharityID: string) {
  const { accounts } = await loadEstateFigures(ctx.database.db, matterID);
  const own = accounts.distribution.beneficiaries.find((b) => b.beneficiaryId === matterCharityID)!;
  return { own, residue: accounts.distribution.residue };
}

describe("a charity's dashboard legacy figures follow the estate's (issue 17)", () => {
  it("counts the typed figures until the firm shares the estate's, then the entitlement; back when it stops", async () => {
    const s = await scene();
    const dashboard = async (user: { userID: string }, organisationID: string) => {
      const res = await callAs(ctx, user, 'GET', `/api/Organisations/${organisationID}/Dashboard/Legacies`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const valueTile = async (user: { userID: string }, organisationID: string) =>
      (await callAs(ctx, user, 'GET', `/api/Organisations/${organisationID}/Dashboard`))
        .json()
        .find((t: { apiId: string }) => t.apiId === 'legacyValue').data;

    // Not shared: the typed £2,500 and £1,000, nothing of the estate.
    expect(await dashboard(s.charityUser, s.lanternOrg)).toMatchObject({
      legacies: 2,
      valuePence: 350_000,
      estimatedPence: 0,
      fromEstate: 0,
    });
    expect(await dashboard(s.moorlandUser, s.moorlandOrg)).toMatchObject({
      valuePence: 250_000,
      fromEstate: 0,
    });

    expect((await s.share(true)).statusCode).toBe(200);
    // Lantern: its £10,000 pecuniary legacy from the will, a fixed amount; its own legacy stays typed.
    expect(await dashboard(s.charityUser, s.lanternOrg)).toMatchObject({
      legacies: 2,
      valuePence: 1_000_000 + 100_000,
      estimatedPence: 0,
      fromEstate: 1,
    });
    expect(await valueTile(s.charityUser, s.lanternOrg)).toBe(1_100_000);
    // Moorland: a tenth of the estimated residue, an estimate.
    const { own } = await moorlandFigures(s.matter.matterID, s.moorland.matterCharityID);
    expect(own.residuary).toBe(10_788_000);
    const moorland = await dashboard(s.moorlandUser, s.moorlandOrg);
    expect(moorland).toMatchObject({
      legacies: 1,
      valuePence: own.entitlement,
      estimatedPence: own.residuary,
    });
    expect(moorland.receipts).toEqual([
      {
        key: 'not-forecast',
        label: 'Not forecast',
        count: 1,
        valuePence: own.entitlement,
        estimatedPence: own.residuary,
      },
    ]);

    // The firm stops sharing: the typed figures again, no trace of the estate's.
    await s.share(false);
    const after = await dashboard(s.moorlandUser, s.moorlandOrg);
    expect(after).toMatchObject({ valuePence: 250_000, estimatedPence: 0, fromEstate: 0 });
    expect(JSON.stringify(after)).not.toContain(String(own.residuary));
    expect(await valueTile(s.charityUser, s.lanternOrg)).toBe(350_000);
  });
});

describe("the legacies export and the XML export follow the estate's figures (issue 17)", () => {
  const csv = async (user: { userID: string }, organisationID: string) => {
    const res = await callAs(
      ctx,
      user,
      'GET',
      `/api/Legacy/Organisation/${organisationID}/Export?format=csv`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    return { body: res.body, row: (reference: string) => rows.find((r) => r.Reference === reference)! };
  };
  const xml = async (user: { userID: string }, legacyID: string) => {
    const res = await callAs(ctx, user, 'GET', `/api/Legacy/Export/${legacyID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await xsdErrors(res.body, LEGACY_EXPORT_SCHEMA_FILE)).toEqual([]);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => name === 'Detail',
    }).parse(res.body).LegacyExport.Legacy;
    return { body: res.body, legacy: parsed };
  };
  const referenceOf = async (user: { userID: string }, legacyID: string) =>
    (await callAs(ctx, user, 'GET', `/api/Legacy/${legacyID}/`)).json().reference as string;

  it('CSV: the typed details marked as the charity’s own, then the estate’s with what it paid, never both', async () => {
    const s = await scene();
    const lanternRef = await referenceOf(s.charityUser, s.lantern.legacyID);
    const moorlandRef = await referenceOf(s.moorlandUser, s.moorland.legacyID);

    const before = await csv(s.charityUser, s.lanternOrg);
    expect(before.row(lanternRef)).toMatchObject({
      'Legacy details': 'Pecuniary: Typed gift — £2,500.00',
      'Fixed amounts': '£2,500.00',
      'Legacy value': '£2,500.00',
      'Paid so far': '',
      'Source of figures': 'Charity’s own figures',
    });
    expect(before.body).not.toContain('10,000.00');

    await s.share(true);
    // An interim distribution of £2,500 to Moorland, on its residuary gift.
    const paid = await callAs(
      ctx,
      s.feeEarner,
      'POST',
      `/api/Matters/${s.matter.matterID}/Estate/Transactions`,
      {
        direction: 'payment',
        kind: 'distribution',
        date: '2026-05-04',
        amount: 250_000,
        description: 'On account',
        estateLegacyID: s.legacies.moorlandResidue.estateLegacyID,
        distribution: 'interim',
      },
    );
    expect(paid.statusCode, paid.body).toBe(201);

    const lantern = await csv(s.charityUser, s.lanternOrg);
    expect(lantern.row(lanternRef)).toMatchObject({
      'Legacy details': 'Pecuniary legacy — £10,000.00',
      'Fixed amounts': '£10,000.00',
      'Legacy value': '£10,000.00',
      'Paid so far': '£0.00',
      'Source of figures': 'Firm’s estate figures',
    });
    expect(lantern.row(s.own.reference)).toMatchObject({
      'Legacy value': '£1,000.00',
      'Source of figures': 'Charity’s own figures',
    });
    // Neither the typed £2,500 (superseded) nor another beneficiary's figures: not Moorland's
    // £2,500 payment nor its share.
    expect(lantern.row(lanternRef)['Legacy details']).not.toContain('Typed gift');
    expect(lantern.body).not.toContain('£2,500.00');
    expect(lantern.body).not.toContain('Share of residue');

    const { own, residue } = await moorlandFigures(s.matter.matterID, s.moorland.matterCharityID);
    const moorland = await csv(s.moorlandUser, s.moorlandOrg);
    expect(moorland.row(moorlandRef)).toMatchObject({
      'Legacy details': `Share of residue: 10 % of an estimated ${formatPounds(residue)} — ${formatPounds(own.residuary)} (estimate)`,
      'Fixed amounts': '£0.00',
      'Legacy value': formatPounds(own.entitlement),
      'Paid so far': '£2,500.00',
      'Source of figures': 'Firm’s estate figures',
    });

    // Sharing off: back to the typed figures, no payment nor entitlement of the estate.
    await s.share(false);
    const off = await csv(s.moorlandUser, s.moorlandOrg);
    expect(off.row(moorlandRef)).toMatchObject({
      'Legacy value': '£2,500.00',
      'Paid so far': '',
      'Source of figures': 'Charity’s own figures',
    });
    expect(off.body).not.toContain(formatPounds(own.residuary));
  });

  it('XML: Figures source="charity" with the typed details, then source="estate" with its parts; valid either way', async () => {
    const s = await scene();
    const before = await xml(s.charityUser, s.lantern.legacyID);
    expect(before.legacy.Details.Detail).toHaveLength(1);
    expect(before.legacy.Figures).toEqual({
      '@source': 'charity',
      Value: { '@currency': 'GBP', '#text': '2500.00' },
      Estimated: { '@currency': 'GBP', '#text': '0.00' },
    });

    await s.share(true);
    const lantern = await xml(s.charityUser, s.lantern.legacyID);
    expect(lantern.legacy.Details).toBe('');
    expect(lantern.legacy.Figures).toEqual({
      '@source': 'estate',
      Value: { '@currency': 'GBP', '#text': '10000.00' },
      Estimated: { '@currency': 'GBP', '#text': '0.00' },
      Pecuniary: { '@currency': 'GBP', '#text': '10000.00' },
      Residuary: { '@currency': 'GBP', '#text': '0.00' },
      PaidSoFar: { '@currency': 'GBP', '#text': '0.00' },
    });
    expect(lantern.body).not.toContain('Typed gift');

    const { own, residue } = await moorlandFigures(s.matter.matterID, s.moorland.matterCharityID);
    const moorland = await xml(s.moorlandUser, s.moorland.legacyID);
    expect(moorland.legacy.Figures).toMatchObject({
      '@source': 'estate',
      Value: { '#text': poundsDecimal(own.entitlement) },
      Estimated: { '#text': poundsDecimal(own.residuary) },
      ResiduaryPercent: '10',
      EstimatedResidue: { '#text': poundsDecimal(residue) },
      Residuary: { '#text': poundsDecimal(own.residuary) },
    });
    // Never another beneficiary's figures (Jane Doe's 90 %, her £5,000, Lantern's £10,000); a
    // co-beneficiary charity's name is listed as before (spec 03 §2.11), a person's never.
    for (const other of ['Jane', '>90<', '5000.00', '10000.00']) expect(moorland.body).not.toContain(other);

    await s.share(false);
    const off = await xml(s.moorlandUser, s.moorland.legacyID);
    expect(off.legacy.Figures['@source']).toBe('charity');
    expect(off.body).not.toContain(poundsDecimal(own.residuary));
  });
});
