import { ESTATE_REGISTER_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { auditEvents, estateTransactions } from '../../db/schema/index.js';
import { HOUSE, buildEstateScene } from './estate-register.factories.js';

describe("the estate's receipts and payments (issue 17)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const listUrl = (matterID: string) => `/api/Matters/${matterID}/Estate/Transactions`;
  const INTEREST = {
    direction: 'receipt',
    kind: 'interest',
    date: '2026-02-01',
    amount: 1_250,
    description: 'Interest',
  };

  it('records receipts split into capital and income and payments, with the balance held', async () => {
    const s = await buildEstateScene(ctx);
    const url = listUrl(s.matter.matterID);
    const house = (
      await callAs(ctx, s.admin, 'POST', `/api/Matters/${s.matter.matterID}/Estate/Items`, HOUSE)
    ).json();
    const sale = await callAs(ctx, s.feeEarner, 'POST', url, {
      direction: 'receipt',
      kind: 'capital',
      date: '2026-03-02',
      amount: 21_000_000,
      description: 'Sale of 12 Elm Road',
      estateItemID: house.estateItemID.toUpperCase(),
    });
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toMatchObject({
      direction: 'receipt',
      kind: 'capital',
      estateItemID: house.estateItemID,
    });
    expect((await callAs(ctx, s.feeEarner, 'POST', url, INTEREST)).statusCode).toBe(201);
    const fee = (
      await callAs(ctx, s.admin, 'POST', url, {
        direction: 'payment',
        kind: 'administration',
        date: '2026-01-10',
        amount: 60_000,
        description: 'Probate court fee',
      })
    ).json();

    const list = (await callAs(ctx, s.admin, 'GET', url)).json();
    expect(list.transactions.map((t: { date: string }) => t.date)).toEqual([
      '2026-01-10',
      '2026-02-01',
      '2026-03-02',
    ]);
    expect(list.totals).toEqual({
      capitalReceipts: 21_000_000,
      incomeReceipts: 1_250,
      payments: 60_000,
      balance: 20_941_250,
    });

    const changed = await callAs(ctx, s.admin, 'PUT', `${url}/${fee.estateTransactionID}`, {
      direction: 'payment',
      kind: 'administration',
      date: '2026-01-10',
      amount: 27_300,
      description: 'Probate court fee',
    });
    expect(changed.statusCode).toBe(200);
    expect((await callAs(ctx, s.admin, 'GET', url)).json().totals.payments).toBe(27_300);

    // Deleting the house leaves its sale recorded, unlinked.
    await callAs(
      ctx,
      s.admin,
      'DELETE',
      `/api/Matters/${s.matter.matterID}/Estate/Items/${house.estateItemID}`,
    );
    const [saleRow] = await ctx.database.db
      .select()
      .from(estateTransactions)
      .where(eq(estateTransactions.estateTransactionID, sale.json().estateTransactionID));
    expect(saleRow).toMatchObject({ amount: 21_000_000, estateItemID: null });

    expect((await callAs(ctx, s.admin, 'DELETE', `${url}/${fee.estateTransactionID}`)).statusCode).toBe(204);
    const audits = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.objectID, fee.estateTransactionID));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'estateTransaction.created',
      'estateTransaction.deleted',
      'estateTransaction.updated',
    ]);
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const s = await buildEstateScene(ctx);
    const url = listUrl(s.matter.matterID);
    const other = await buildEstateScene(ctx);
    const foreignItem = (
      await callAs(ctx, other.admin, 'POST', `/api/Matters/${other.matter.matterID}/Estate/Items`, HOUSE)
    ).json();
    const errorsOf = async (body: unknown) => {
      const res = await callAs(ctx, s.admin, 'POST', url, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errorsOf({ ...INTEREST, direction: 'payment', amount: 0 })).toEqual({
      kind: [ESTATE_REGISTER_TEXTS.chooseTransactionKind],
      amount: [ESTATE_REGISTER_TEXTS.notPositive],
    });
    expect(
      Object.keys(
        await errorsOf({
          direction: 'gift',
          kind: 'x',
          date: 'soon',
          amount: '12.50',
          description: '',
          estateItemID: 'x',
        }),
      ).sort(),
    ).toEqual(['amount', 'date', 'description', 'direction', 'estateItemID', 'kind']);
    expect(
      await errorsOf({ ...INTEREST, date: '2026-01-09', estateItemID: foreignItem.estateItemID }),
    ).toEqual({
      date: [ESTATE_REGISTER_TEXTS.beforeDeath],
      estateItemID: [ESTATE_REGISTER_TEXTS.itemNotOfMatter],
    });
    expect(await errorsOf({ ...INTEREST, amount: 2_000_000_000_000 })).toEqual({
      amount: [ESTATE_REGISTER_TEXTS.tooLarge],
    });
    expect(Object.keys(await errorsOf({ ...INTEREST, description: '\u0000' }))).toEqual(['description']);
    expect(
      await ctx.database.db
        .select()
        .from(estateTransactions)
        .where(eq(estateTransactions.matterID, s.matter.matterID)),
    ).toEqual([]);
  });
});
