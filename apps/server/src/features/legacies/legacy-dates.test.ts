import { DATE_TEXTS, LEGACY_AMOUNT_TEXTS, LEGACY_TYPES } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { legacies, legacyDetails } from '../../db/schema/index.js';
import { caller, handoffWorld } from './legacy-handoff.factories.js';

/*
 * Issue 11 "Correct data, clear errors": an impossible date or amount anywhere on a charity's
 * legacy is a 400 naming the field (never a 500, nothing written); the estate's date rules hold on
 * a partial update against the stored values.
 */
describe("a charity's legacy: real dates, date rules and sensible amounts (issue 11)", () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  async function ownLegacy() {
    const w = await handoffWorld(ctx);
    const reference = `DATES-${Math.random().toString(36).slice(2, 8)}`;
    const created = (await call(w.charityUser, 'POST', '/api/Legacy', { reference })).json();
    const full = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: created.legacyID,
      charityReference: reference,
      probateReference: 'PR-1',
      dateOfDeath: '2025-01-02',
      dateOfProbate: '2025-06-30',
    });
    expect(full.statusCode).toBe(200);
    return { w, legacyID: created.legacyID as string };
  }
  const stored = async (legacyID: string) =>
    (
      await ctx.database.db
        .select({ death: legacies.dateOfDeath, probate: legacies.dateOfProbate })
        .from(legacies)
        .where(eq(legacies.legacyID, legacyID))
    )[0];

  it('refuses an impossible date of death or probate, as a date or a date-time, naming the field', async () => {
    const { w, legacyID } = await ownLegacy();
    for (const [field, value] of [
      ['dateOfDeath', '2023-02-31'],
      ['dateOfDeath', '2023-02-29'],
      ['dateOfProbate', '2025-13-01'],
      ['dateOfDeath', '2023-02-31T00:00:00'],
      ['dateOfProbate', 20250101],
    ] as const) {
      const res = await call(w.charityUser, 'PUT', '/api/Legacy', { legacyID, [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().errors[field], `${field} ${value}`).toEqual([DATE_TEXTS.invalidDate]);
    }
    expect(await stored(legacyID)).toEqual({ death: '2025-01-02', probate: '2025-06-30' });
  });

  it('refuses a death in the future and a grant before the death, comparing with the stored date', async () => {
    const { w, legacyID } = await ownLegacy();
    const put = (body: Record<string, unknown>) =>
      call(w.charityUser, 'PUT', '/api/Legacy', { legacyID, ...body });

    const future = await put({ dateOfDeath: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.dateOfDeath).toContain('The date of death cannot be in the future');

    // Both sent: the grant is at fault.
    const both = await put({ dateOfDeath: '2025-03-01', dateOfProbate: '2025-02-01' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({
      dateOfProbate: ['The date of probate cannot be before the date of death'],
    });
    // The grant alone, before the stored death (2025-01-02).
    const probateAlone = await put({ dateOfProbate: '2024-12-31' });
    expect(probateAlone.statusCode).toBe(400);
    expect(probateAlone.json().errors).toEqual({ dateOfProbate: [DATE_TEXTS.probateBeforeDeath] });
    // The death alone, after the stored grant (2025-06-30): the field sent carries the error.
    const deathAlone = await put({ dateOfDeath: '2025-07-01' });
    expect(deathAlone.statusCode).toBe(400);
    expect(deathAlone.json().errors).toEqual({ dateOfDeath: [DATE_TEXTS.probateBeforeDeath] });
    expect(await stored(legacyID)).toEqual({ death: '2025-01-02', probate: '2025-06-30' });

    // The same day, and a date-time of a real day, are fine.
    expect((await put({ dateOfDeath: '2025-06-30T00:00:00' })).statusCode).toBe(200);
    expect(await stored(legacyID)).toEqual({ death: '2025-06-30', probate: '2025-06-30' });
  });

  it('refuses an impossible expected receipt date', async () => {
    const { w, legacyID } = await ownLegacy();
    const url = `/api/Legacy/${legacyID}/ExpectedReceipt`;
    for (const value of ['2027-02-29', '2027-04-31', '31/01/2027']) {
      const res = await call(w.charityUser, 'PUT', url, { expectedReceiptDate: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors.expectedReceiptDate, value).toEqual([DATE_TEXTS.invalidDate]);
    }
    expect((await call(w.charityUser, 'PUT', url, { expectedReceiptDate: '2028-02-29' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a negative, fractional-penny or absurd amount and a percentage outside 0–100', async () => {
    const { w, legacyID } = await ownLegacy();
    const detail = {
      legacyType: { legacyTypeID: LEGACY_TYPES[1].legacyTypeID },
      description: 'Residue',
      amountPence: 100_000,
      isPercentage: true,
      percentageValue: 50,
    };
    const added = await call(w.charityUser, 'POST', `/api/Legacy/${legacyID}/Details`, detail);
    expect(added.statusCode).toBeLessThan(300);
    const detailID = (
      await ctx.database.db
        .select({ id: legacyDetails.legacyDetailID })
        .from(legacyDetails)
        .where(eq(legacyDetails.legacyID, legacyID))
    )[0]!.id;
    const url = `/api/Legacy/${legacyID}/Details/${detailID}`;

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { amountPence: -10_000, percentageValue: 150 },
        {
          amountPence: [LEGACY_AMOUNT_TEXTS.negative],
          percentageValue: [LEGACY_AMOUNT_TEXTS.percentageRange],
        },
      ],
      [{ amountPence: 1000.5 }, { amountPence: ['Enter an amount in pounds and pence'] }],
      [{ amountPence: 1e15 }, { amountPence: ['Enter an amount of £1,000,000,000.00 or less'] }],
      [{ amountPence: '100' }, { amountPence: [LEGACY_AMOUNT_TEXTS.notPoundsAndPence] }],
      [{ percentageValue: -5 }, { percentageValue: ['Enter a percentage between 0 and 100'] }],
      [{ percentageValue: 12.34567 }, { percentageValue: [LEGACY_AMOUNT_TEXTS.percentageDecimals] }],
    ];
    for (const [change, errors] of cases) {
      const res = await call(w.charityUser, 'PUT', url, { ...detail, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
    }
    // The list of PUT /api/Legacy names the item's field.
    const viaLegacy = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID,
      details: [{ ...detail, amountPence: -1 }],
    });
    expect(viaLegacy.statusCode).toBe(400);
    expect(viaLegacy.json().errors).toEqual({ 'details.0.amountPence': [LEGACY_AMOUNT_TEXTS.negative] });

    const rows = await ctx.database.db
      .select({ amountPence: legacyDetails.amountPence, percentageValue: legacyDetails.percentageValue })
      .from(legacyDetails)
      .where(eq(legacyDetails.legacyID, legacyID));
    expect(rows).toEqual([{ amountPence: 100_000, percentageValue: '50.0000' }]);
    const ok = await call(w.charityUser, 'PUT', url, { ...detail, amountPence: 0, percentageValue: 33.3333 });
    expect(ok.statusCode).toBe(200);
  });
});
