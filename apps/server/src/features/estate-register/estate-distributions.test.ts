import { ESTATE_REGISTER_TEXTS } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { buildEstateFiguresScene } from '../estate-figures/estate-figures.factories.js';
import { loadEstateFigures, personBeneficiaryID } from '../estate-figures/estate-figures.js';

/* Issue 17: what the estate accounts need of a payment — the account an expense is charged to, and
 * the gift a distribution pays, interim or final. */
describe('administration expenses and distributions (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const payment = (more: Record<string, unknown>) => ({
    direction: 'payment',
    date: '2026-03-01',
    amount: 10_000_000,
    description: 'On account',
    ...more,
  });

  it('records whom a distribution pays and which account bears an expense; the accounts follow', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const url = `/api/Matters/${s.matter.matterID}/Estate/Transactions`;
    const interim = await callAs(
      ctx,
      s.feeEarner,
      'POST',
      url,
      payment({
        kind: 'distribution',
        estateLegacyID: s.legacies.janeResidue.estateLegacyID.toUpperCase(),
        distribution: 'interim',
      }),
    );
    expect(interim.statusCode).toBe(201);
    expect(interim.json()).toMatchObject({
      kind: 'distribution',
      estateLegacyID: s.legacies.janeResidue.estateLegacyID,
      distribution: 'interim',
      chargedTo: null,
    });
    const toIncome = await callAs(
      ctx,
      s.feeEarner,
      'POST',
      url,
      payment({
        kind: 'administration',
        amount: 30_000,
        description: 'Dividend collection fee',
        chargedTo: 'income',
      }),
    );
    expect(toIncome.json()).toMatchObject({ chargedTo: 'income', estateLegacyID: null, distribution: null });
    // The scene's own expense was sent without saying: capital.
    const list = (await callAs(ctx, s.feeEarner, 'GET', url)).json().transactions;
    expect(
      list.find((t: { description: string }) => t.description.startsWith('Probate court')).chargedTo,
    ).toBe('capital');

    const { accounts } = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    // Income: 1,200 − 300 = 900; capital unchanged (1,152,600); residue 1,152,600 + 900 − 75,000.
    expect(accounts.income.net).toBe(90_000);
    expect(accounts.income.expenses.map((e) => e.amount)).toEqual([30_000]);
    expect(accounts.distribution.residue).toBe(107_850_000);
    const jane = accounts.distribution.beneficiaries.find(
      (b) => b.beneficiaryId === personBeneficiaryID('jane doe'),
    );
    // Her 90 % of 1,078,500 is 970,650, with her 5,000: 975,650 less the 100,000 paid.
    expect(jane).toMatchObject({
      entitlement: 97_565_000,
      interimPaid: 10_000_000,
      finalPaid: 0,
      balance: 87_565_000,
    });
    expect(accounts.distribution.distributedTotal).toBe(10_000_000);
    expect(accounts.problems).toEqual([]);

    // The gift deleted: the distribution stays, paid to no one the will names, and the accounts say so.
    const deleted = await callAs(
      ctx,
      s.admin,
      'DELETE',
      `/api/Matters/${s.matter.matterID}/Estate/Legacies/${s.legacies.janeResidue.estateLegacyID}`,
    );
    expect(deleted.statusCode).toBe(204);
    const after = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    expect(after.accounts.problems).toContain('distributionToUnknownBeneficiary');
  });

  it('refuses what a type does not take and a gift that is not a sum or a share of this estate', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const other = await buildEstateFiguresScene(ctx);
    const url = `/api/Matters/${s.matter.matterID}/Estate/Transactions`;
    const errorsOf = async (body: unknown) => {
      const res = await callAs(ctx, s.admin, 'POST', url, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errorsOf(payment({ kind: 'distribution' }))).toEqual({
      estateLegacyID: [ESTATE_REGISTER_TEXTS.chooseLegacy],
      distribution: [ESTATE_REGISTER_TEXTS.chooseDistributionKind],
    });
    expect(
      await errorsOf({
        ...payment({ kind: 'capital', chargedTo: 'income', distribution: 'final' }),
        direction: 'receipt',
      }),
    ).toEqual({
      chargedTo: [ESTATE_REGISTER_TEXTS.notForThisKind],
      distribution: [ESTATE_REGISTER_TEXTS.notForThisKind],
    });
    expect(await errorsOf(payment({ kind: 'administration', chargedTo: 'both' }))).toEqual({
      chargedTo: [ESTATE_REGISTER_TEXTS.chooseChargedTo],
    });
    expect(
      await errorsOf(
        payment({
          kind: 'distribution',
          estateLegacyID: s.legacies.sharesGift.estateLegacyID,
          distribution: 'final',
        }),
      ),
    ).toEqual({ estateLegacyID: [ESTATE_REGISTER_TEXTS.legacyInKind] });
    expect(
      await errorsOf(
        payment({
          kind: 'distribution',
          estateLegacyID: other.legacies.janeGift.estateLegacyID,
          distribution: 'final',
        }),
      ),
    ).toEqual({ estateLegacyID: [ESTATE_REGISTER_TEXTS.legacyNotOfMatter] });
    expect(
      await errorsOf(payment({ kind: 'distribution', estateLegacyID: 'x', distribution: 'early' })),
    ).toMatchObject({
      estateLegacyID: expect.any(Array),
      distribution: [ESTATE_REGISTER_TEXTS.chooseDistributionKind],
    });
  });
});
