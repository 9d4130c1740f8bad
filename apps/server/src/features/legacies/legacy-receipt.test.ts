import { INVALID_CHARACTER_TEXT } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { activityEntries, auditEvents, legacies } from '../../db/schema/index.js';
import { buildLegacyActivityScene } from '../activity/legacy-activity.factories.js';

describe("the charity's expected receipt date of a legacy (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const stored = async (legacyID: string) =>
    (
      await ctx.database.db
        .select({ at: legacies.expectedReceiptDate })
        .from(legacies)
        .where(eq(legacies.legacyID, legacyID))
    )[0]?.at ?? null;

  it('is set by the charity even with a firm attached, audited and in the activity; the firm never sees it', async () => {
    const s = await buildLegacyActivityScene(ctx);
    const url = `/api/Legacy/${s.legacy.legacyID}/ExpectedReceipt`;
    const res = await s.call(s.charityUser, 'PUT', url, { expectedReceiptDate: '2027-08-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ legacyID: s.legacy.legacyID, expectedReceiptDate: '2027-08-12' });
    expect(await stored(s.legacy.legacyID)).toBe('2027-08-12');
    const [entry] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.legacyID, s.legacy.legacyID));
    expect(entry).toMatchObject({
      organisationID: s.charity.organisationID,
      activityType: 'legacy',
      action: 'expected_receipt_changed',
      text: '2027-08-12',
      userID: s.charityUser.userID,
    });
    const audits = await ctx.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'legacy.expectedReceipt'), eq(auditEvents.objectID, s.legacy.legacyID)),
      );
    expect(audits.map((a) => a.details)).toEqual([{ from: null, to: '2027-08-12' }]);

    // The charity's own forecast: the firm reads the legacy without it, and may not set it.
    const asFirm = await s.call(s.firmUser, 'GET', `/api/Legacy/${s.legacy.legacyID}/`);
    expect(asFirm.json().expectedReceiptDate).toBeNull();
    expect((await s.call(s.firmUser, 'PUT', url, { expectedReceiptDate: '2028-01-01' })).statusCode).toBe(
      403,
    );
    // Another charity, the matter's individual: 404; a role without legacyDetail.update: 404 or 403.
    for (const who of [s.otherCharityUser, s.client, s.otherFirmUser])
      expect((await s.call(who, 'PUT', url, { expectedReceiptDate: '2028-01-01' })).statusCode).toBe(404);
    expect([403, 404]).toContain(
      (await s.call(s.finance, 'PUT', url, { expectedReceiptDate: '2028-01-01' })).statusCode,
    );
    expect(await stored(s.legacy.legacyID)).toBe('2027-08-12');

    // null clears it ("Not forecast").
    const cleared = await s.call(s.charityUser, 'PUT', url, { expectedReceiptDate: null });
    expect(cleared.json().expectedReceiptDate).toBeNull();
    expect(await stored(s.legacy.legacyID)).toBeNull();
  });

  it('refuses an impossible or malformed date with 400 naming the field, changing nothing', async () => {
    const s = await buildLegacyActivityScene(ctx);
    const url = `/api/Legacy/${s.legacy.legacyID}/ExpectedReceipt`;
    await s.call(s.charityUser, 'PUT', url, { expectedReceiptDate: '2027-04-01' });
    for (const bad of ['2027-02-29', '2026-02-31', '31/03/2027', '99999-01-01', 20270401, true]) {
      const res = await s.call(s.charityUser, 'PUT', url, { expectedReceiptDate: bad });
      expect(res.statusCode).toBe(400);
      // A NUL character is refused by the /Legacy routes before any field rule (nul-bytes.ts).
      expect(res.json().errors.expectedReceiptDate, String(bad)).toEqual([
        typeof bad === 'string' && bad.includes('\u0000') ? INVALID_CHARACTER_TEXT : 'Enter a real date',
      ]);
    }
    // A NUL byte is refused before the date is read, still naming the field.
    const nul = await s.call(s.charityUser, 'PUT', url, { expectedReceiptDate: '2027-04-01\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ expectedReceiptDate: ['Contains a character that is not allowed'] });
    expect((await s.call(s.charityUser, 'PUT', url, {})).statusCode).toBe(400);
    expect(await stored(s.legacy.legacyID)).toBe('2027-04-01');
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.legacyID, s.legacy.legacyID));
    expect(entries).toHaveLength(1);
  });
});
