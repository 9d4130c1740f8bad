import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';

describe('the inheritance tax worksheet (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (matterID: string) => `/api/Matters/${matterID}/Estate/Tax`;

  it('answers every step of the working and the exempt gifts with how each was valued', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const res = await callAs(ctx, s.feeEarner, 'GET', url(s.matter.matterID.toUpperCase()));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The figures worked by hand in estate-figures.test.ts.
    expect(body.worksheet).toMatchObject({
      dateOfDeath: '2026-01-15',
      grossEstate: 123_000_000,
      chargeableEstate: 105_700_000,
      totalTax: 21_176_428,
      dueDate: '2026-07-31',
      interestFrom: '2026-08-01',
      nilRateBand: { own: 32_500_000, usedByLifetimeGifts: 3_000_000, available: 29_500_000 },
      residenceBand: { applies: true, taper: 0, available: 17_500_000 },
    });
    expect(body.worksheet.nilRateBand.lifetimeGifts.map((g: { counted: boolean }) => g.counted)).toEqual([
      true,
      false,
    ]);
    const [general, survivorship] = body.worksheet.components;
    expect(general).toMatchObject({ baseline: 86_558_200, meetsTenPercent: true, ratePercent: 36 });
    expect(survivorship).toMatchObject({ donated: 0, meetsTenPercent: false, ratePercent: 40 });
    // How much more to charity out of the survivorship component would bring it to 36 %.
    expect(survivorship.extraToQualify).toBeGreaterThan(0);
    expect(body.exemptGifts).toEqual([
      expect.objectContaining({
        beneficiaryName: 'Lantern Trust',
        legacyKind: 'pecuniary',
        amount: 1_000_000,
      }),
      expect.objectContaining({
        beneficiaryName: 'Moorland Rescue',
        legacyKind: 'residuary',
        share: { kind: 'fraction', numerator: 1, denominator: 10 },
        residueBeforeTax: 108_000_000,
        amount: 10_800_000,
      }),
    ]);
    expect(body.problemTexts).toEqual([]);
  });

  it('has no worksheet without a date of death', async () => {
    const s = await buildEstateScene(ctx, { dateOfDeath: null });
    const res = await callAs(ctx, s.admin, 'GET', url(s.matter.matterID));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      matterID: s.matter.matterID,
      dateOfDeath: null,
      worksheet: null,
      exemptGifts: [],
      problemTexts: [],
    });
  });

  it('the matter’s individuals, a charity and another firm get 404; so does a matter of another type', async () => {
    const s = await buildEstateScene(ctx);
    for (const user of [s.client, s.charityUser, s.otherAdmin])
      expect((await callAs(ctx, user, 'GET', url(s.matter.matterID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.admin, 'GET', url(s.willMatter.matterID))).statusCode).toBe(404);
    expect((await callAs(ctx, s.admin, 'GET', url('not-a-uuid'))).statusCode).toBe(400);
  });
});
