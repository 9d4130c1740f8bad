import { INITIAL_LEGACY_STATUS_ID, LEGACY_TEXTS, LEGACY_TYPES } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildOrganisation, buildTestApp, buildUser } from '../../../test/helpers.js';
import { individuals, legacies } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { caller, firmLegacy, handoffWorld } from './legacy-handoff.factories.js';
import { mapReferenceConflict } from './legacy-references.js';

/*
 * Issue 11 (a, e): PUT /api/Legacy is partial (a field the body does not name stays as it is), and a
 * charity's legacy references are unique within the charity (409 naming the reference).
 */
describe('partial legacy updates and unique references (issue 11)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  const unique = (prefix: string) =>
    `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

  it('a partial body changes only what it names; the form rules hold for the named fields', async () => {
    const w = await handoffWorld(ctx);
    const [deceased] = await ctx.database.db
      .insert(individuals)
      .values({
        organisationID: w.charity.organisationID,
        individualTypeID: 'deceased',
        firstName: 'Ada',
        surname: 'Lovelace',
      })
      .returning();
    const created = (await call(w.charityUser, 'POST', '/api/Legacy', { reference: unique('PART') })).json();
    const full = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: created.legacyID,
      charityReference: unique('CH'),
      probateReference: 'PR-1',
      dateOfDeath: '2025-01-02',
      dateOfProbate: '2025-06-30',
      accountsApproved: true,
      grantSubmitted: true,
      deceased: { individualID: deceased!.individualID },
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
      details: [
        {
          legacyType: { legacyTypeID: LEGACY_TYPES[0].legacyTypeID },
          description: 'Cash gift',
          amountPence: 100_000,
        },
      ],
      notifiedDate: '2025-02-01',
      notifiedBy: 'executor',
    });
    expect(full.statusCode).toBe(200);
    const before = full.json();

    const partial = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: created.legacyID,
      probateReference: 'PR-2',
    });
    expect(partial.statusCode).toBe(200);
    const after = partial.json();
    const { probateReference: p1, lastUpdatedDate: l1, ...restBefore } = before;
    const { probateReference: p2, lastUpdatedDate: l2, ...restAfter } = after;
    expect(p1).toBe('PR-1');
    expect(p2).toBe('PR-2');
    expect(restAfter).toEqual(restBefore);
    expect(after).toMatchObject({
      deceased: { individualID: deceased!.individualID },
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
      details: [{ description: 'Cash gift' }],
      accountsApproved: true,
      notifiedBy: 'executor',
    });

    // A named field sent as null or empty is still an error, and nothing is written.
    for (const [body, field] of [
      [{ dateOfDeath: null }, 'dateOfDeath'],
      [{ charityReference: '' }, 'charityReference'],
      [{ probateReference: null }, 'probateReference'],
      [{ dateOfProbate: 'soon' }, 'dateOfProbate'],
      [{ charityReference: 'CH\u0000X' }, 'charityReference'],
    ] as const) {
      const bad = await call(w.charityUser, 'PUT', '/api/Legacy', {
        legacyID: created.legacyID,
        grantSubmitted: false,
        ...body,
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    const unchanged = (await call(w.charityUser, 'GET', `/api/Legacy/${created.legacyID}`)).json();
    expect(unchanged).toMatchObject({
      grantSubmitted: true,
      dateOfDeath: '2025-01-02',
      probateReference: 'PR-2',
    });
  });

  it('a firm legacy: naming the charity reference as null is refused; naming nothing keeps the nomination', async () => {
    const w = await handoffWorld(ctx);
    const { legacy } = await firmLegacy(ctx, w);
    await call(w.charityUser, 'PUT', `/api/Legacy/${legacy.legacyID}/BankAccount`, {
      bankAccountID: w.account.bankAccountID,
    });
    const nulled = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      charityReference: null,
    });
    expect(nulled.statusCode).toBe(400);
    expect(nulled.json().errors).toEqual({ charityReference: ['Required'] });
    const ours = unique('OURS');
    const saved = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      charityReference: ours,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      charityReference: ours,
      nominatedBankAccount: { bankAccount: { bankAccountID: w.account.bankAccountID } },
    });
  });

  it('creating: a reference already used by a legacy the charity follows alone answers 409 naming it', async () => {
    const w = await handoffWorld(ctx);
    const reference = unique('BT/LEG/2026');
    expect((await call(w.charityUser, 'POST', '/api/Legacy', { reference })).statusCode).toBe(201);
    const again = await call(w.charityUser, 'POST', '/api/Legacy', {
      reference: `  ${reference.toLowerCase()} `,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: `A legacy with reference ${reference.toLowerCase()} already exists`,
      errors: { reference: [LEGACY_TEXTS.duplicateReference(reference.toLowerCase())] },
    });
    const count = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.organisationID, w.charity.organisationID));
    expect(count).toHaveLength(1);
    // Another charity may use the same reference.
    expect((await call(w.otherUser, 'POST', '/api/Legacy', { reference })).statusCode).toBe(201);
    // The reference of a firm's legacy (its matter's) does not count.
    const { legacy } = await firmLegacy(ctx, w);
    expect(
      (await call(w.charityUser, 'POST', '/api/Legacy', { reference: legacy.reference })).statusCode,
    ).toBe(201);
  });

  it('saving a charity reference: unique among all the charity’s legacies, case-insensitive and trimmed', async () => {
    const w = await handoffWorld(ctx);
    const charityReference = unique('BWT');
    const a = (await call(w.charityUser, 'POST', '/api/Legacy', { reference: unique('A') })).json();
    const b = (await call(w.charityUser, 'POST', '/api/Legacy', { reference: unique('B') })).json();
    const { legacy: firm } = await firmLegacy(ctx, w);
    expect(
      (await call(w.charityUser, 'PUT', '/api/Legacy', { legacyID: a.legacyID, charityReference }))
        .statusCode,
    ).toBe(200);
    // Saving its own charity reference again is no conflict.
    expect(
      (
        await call(w.charityUser, 'PUT', '/api/Legacy', {
          legacyID: a.legacyID,
          charityReference: charityReference.toUpperCase(),
        })
      ).statusCode,
    ).toBe(200);
    for (const legacyID of [b.legacyID, firm.legacyID]) {
      const dup = await call(w.charityUser, 'PUT', '/api/Legacy', {
        legacyID,
        charityReference: ` ${charityReference.toLowerCase()} `,
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({
        detail: LEGACY_TEXTS.duplicateReference(charityReference.toLowerCase()),
        errors: { charityReference: [LEGACY_TEXTS.duplicateReference(charityReference.toLowerCase())] },
      });
    }
    const [row] = await ctx.database.db.select().from(legacies).where(eq(legacies.legacyID, firm.legacyID));
    expect(row!.charityReference).toBeNull();
    // Another charity may use it.
    const theirs = (await call(w.otherUser, 'POST', '/api/Legacy', { reference: unique('T') })).json();
    expect(
      (await call(w.otherUser, 'PUT', '/api/Legacy', { legacyID: theirs.legacyID, charityReference }))
        .statusCode,
    ).toBe(200);
  });

  it('a write that races past the check hits the unique index and answers the same 409', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const reference = unique('RACE');
    const values = { organisationID: charity.organisationID, reference, statusID: INITIAL_LEGACY_STATUS_ID };
    await ctx.database.db.insert(legacies).values({ ...values, charityReference: `${reference}-CH` });
    const dupReference = mapReferenceConflict(
      () => ctx.database.db.insert(legacies).values({ ...values, reference: reference.toLowerCase() }),
      { reference: reference.toLowerCase() },
    );
    await expect(dupReference).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LEGACY_TEXTS.duplicateReference(reference.toLowerCase()),
      errors: { reference: [LEGACY_TEXTS.duplicateReference(reference.toLowerCase())] },
    });
    await expect(dupReference).rejects.toBeInstanceOf(AppError);
    const dupCharityReference = mapReferenceConflict(
      () =>
        ctx.database.db
          .insert(legacies)
          .values({ ...values, reference: `${reference}-2`, charityReference: `${reference}-ch` }),
      { charityReference: `${reference}-ch` },
    );
    await expect(dupCharityReference).rejects.toMatchObject({
      code: 'CONFLICT',
      errors: { charityReference: [LEGACY_TEXTS.duplicateReference(`${reference}-ch`)] },
    });
    // Anything else goes through as it was.
    const other = mapReferenceConflict(
      () =>
        ctx.database.db.insert(legacies).values({ ...values, reference: `${reference}-3`, statusID: 'x' }),
      { reference },
    );
    await expect(other).rejects.not.toBeInstanceOf(AppError);
  });
});
