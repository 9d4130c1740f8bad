import { LEGACY_TYPES } from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { auditEvents, legacies, mailOutbox, users } from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
import { statusOf, typeByKey } from '../matters/matter.factories.js';
import { sendLegacyDigests } from './legacy-digest.js';
import { buildLegacyActivityScene } from './legacy-activity.factories.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const SETTINGS = '/api/User/NotificationSettings';
const DAY = 24 * 3600_000;

describe("notifications of the firm's changes to a legacy (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const mailTo = (addresses: string[]) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, addresses))
      .orderBy(mailOutbox.createdAt);

  /** The legacy team's settings: Charity user immediately, Legacy Manager daily, Legacy User off. */
  async function scene() {
    const s = await buildLegacyActivityScene(ctx);
    expect((await s.call(s.manager, 'PUT', SETTINGS, { legacyNotifications: 'daily' })).statusCode).toBe(200);
    expect((await s.call(s.legacyUser, 'PUT', SETTINGS, { legacyNotifications: 'off' })).statusCode).toBe(
      200,
    );
    const emails = Object.fromEntries(
      (
        await ctx.database.db
          .select({ userID: users.userID, emailAddress: users.emailAddress })
          .from(users)
          .where(
            inArray(
              users.userID,
              [s.charityUser, s.colleague, s.manager, s.legacyUser, s.firmUser].map((u) => u.userID),
            ),
          )
      ).map((u) => [u.userID, u.emailAddress]),
    );
    const everyone = Object.values(emails);
    return { ...s, emails, everyone };
  }

  it("is the user's own setting, for charity users only", async () => {
    const s = await buildLegacyActivityScene(ctx);
    const mine = await s.call(s.colleague, 'GET', SETTINGS);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ legacyNotifications: 'immediately' });
    const saved = await s.call(s.colleague, 'PUT', SETTINGS, { legacyNotifications: 'off' });
    expect(saved.json()).toEqual({ legacyNotifications: 'off' });
    expect((await s.call(s.colleague, 'GET', SETTINGS)).json()).toEqual({ legacyNotifications: 'off' });
    // Only their own: another charity user's setting is untouched.
    expect((await s.call(s.charityUser, 'GET', SETTINGS)).json()).toEqual({
      legacyNotifications: 'immediately',
    });
    const [audit] = await ctx.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'user.notificationSettings'),
          eq(auditEvents.objectID, s.colleague.userID),
        ),
      );
    expect(audit?.details).toEqual({ legacyNotifications: 'off', from: 'immediately' });

    for (const bad of [
      { legacyNotifications: 'weekly' },
      { legacyNotifications: 1 },
      {},
      { legacyNotifications: 'off\u0000' },
    ]) {
      const res = await s.call(s.colleague, 'PUT', SETTINGS, bad);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('legacyNotifications');
    }
    for (const who of [s.firmUser, s.client]) {
      expect((await s.call(who, 'GET', SETTINGS)).statusCode).toBe(403);
      expect((await s.call(who, 'PUT', SETTINGS, { legacyNotifications: 'off' })).statusCode).toBe(403);
    }
  });

  it("mails the firm's changes at once to the team members who chose 'immediately', never the charity's own", async () => {
    const s = await scene();
    // A bank account shared with the firm: its details must never be in the mail.
    const account = await insertBankAccount(ctx.database.db, ctx.app.config, s.charity.organisationID, {
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      description: null,
      primaryContactUserID: s.finance.userID,
    });
    await ctx.database.db
      .update(legacies)
      .set({ nominatedBankAccountID: account.bankAccountID, bankAccountVisibleToFirm: true })
      .where(eq(legacies.legacyID, s.legacy.legacyID));

    // The charity's own change: no mail.
    await s.call(s.charityUser, 'PUT', `/api/Legacy/${s.legacy.legacyID}/BankAccount/Hide`);
    await s.call(s.charityUser, 'PUT', '/api/Legacy', {
      legacyID: s.legacy.legacyID,
      charityReference: 'BWT-0412',
      nominatedBankAccount: { bankAccount: { bankAccountID: account.bankAccountID } },
    });
    expect(await mailTo(s.everyone)).toEqual([]);

    // The firm's: the matter's status.
    const postGrant = statusOf(typeByKey('estate'), 'post-grant');
    await s.call(s.firmUser, 'PUT', `/api/Matters/${s.matter.matterID}/Status/${postGrant.statusID}`);
    const mails = await mailTo(s.everyone);
    expect(mails.map((m) => [m.trigger, m.toAddress])).toEqual([
      ['LegacyActivity', s.emails[s.charityUser.userID]],
    ]);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`${s.firm.name} changed legacy BWT-0412`);
    expect(mail.textBody).toContain(
      `${s.firmUser.firstName} ${s.firmUser.surname} (${s.firm.name}) changed the status of BWT-0412 to Post-grant`,
    );
    expect(mail.html).toContain(`${PUBLIC_URL}/secure/charity-legacies/${s.legacy.legacyID}/activity`);
    for (const secret of ['66374958', '089999', '08-99-99', '4958']) {
      expect(mail.html).not.toContain(secret);
      expect(mail.textBody).not.toContain(secret);
    }

    // A document the firm adds and a legacy detail it changes: one mail each.
    await s.call(s.firmUser, 'POST', '/api/Document', [
      {
        name: 'Grant.pdf',
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: s.legacy.legacyID,
      },
    ]);
    await s.call(s.firmUser, 'POST', `/api/Legacy/${s.legacy.legacyID}/Details`, {
      legacyType: { legacyTypeID: LEGACY_TYPES[0].legacyTypeID },
      description: 'Cash gift',
      amountPence: 500_000,
    });
    const after = await mailTo(s.everyone);
    expect(after.map((m) => m.toAddress)).toEqual(Array(3).fill(s.emails[s.charityUser.userID]));
    expect(after[1]!.textBody).toContain('added the document Grant.pdf to BWT-0412');
    expect(after[2]!.textBody).toContain('added the legacy detail "Cash gift" to BWT-0412');
    // The other charity's team is not this legacy's: nothing for it about this legacy's details.
    expect(await mailTo([s.emails[s.colleague.userID]!])).toEqual([]);
  });

  it("sends the 'daily' members one digest of the firm's changes since the last, then nothing on a rerun", async () => {
    const s = await scene();
    const manager = s.emails[s.manager.userID]!;
    // Choosing 'daily' today starts the digest from now; the charity's own change is never in it.
    await s.call(s.charityUser, 'PUT', '/api/Legacy', {
      legacyID: s.legacy.legacyID,
      charityReference: 'BWT-0499',
    });
    const postGrant = statusOf(typeByKey('estate'), 'post-grant');
    await s.call(s.firmUser, 'PUT', `/api/Matters/${s.matter.matterID}/Status/${postGrant.statusID}`);
    await s.call(s.firmUser, 'POST', '/api/Document', [
      {
        name: 'Grant.pdf',
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: s.legacy.legacyID,
      },
    ]);
    // Nothing at once for the daily member.
    expect(await mailTo([manager])).toEqual([]);

    // The same day: the digest already started today, so the run sends nothing to them yet.
    await sendLegacyDigests(ctx.database, { publicUrl: PUBLIC_URL });
    expect(await mailTo([manager])).toEqual([]);

    // The next morning's run: one mail with both changes.
    const tomorrow = new Date(Date.now() + DAY);
    const first = await sendLegacyDigests(ctx.database, { publicUrl: PUBLIC_URL, now: tomorrow });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const digests = await mailTo([manager]);
    expect(digests.map((m) => m.trigger)).toEqual(['LegacyActivityDigest']);
    const text = digests[0]!.textBody;
    expect(digests[0]!.subject).toBe('Your legacies: 2 changes by the law firms');
    expect(text).toContain(`(${s.firm.name}) changed the status of BWT-0499 to Post-grant`);
    expect(text).toContain('added the document Grant.pdf to BWT-0499');
    expect(text).toContain(`${PUBLIC_URL}/secure/charity-legacies/${s.legacy.legacyID}/activity`);
    expect(text).not.toContain('changed the details of');
    expect(text.indexOf('changed the status')).toBeLessThan(text.indexOf('added the document'));

    // A rerun that day (Run now, or a second instance) sends nothing twice.
    await sendLegacyDigests(ctx.database, {
      publicUrl: PUBLIC_URL,
      now: new Date(tomorrow.getTime() + 60_000),
    });
    expect(await mailTo([manager])).toHaveLength(1);

    // The day after, with no new change: nothing; the 'off' member and the non-member never get one.
    await sendLegacyDigests(ctx.database, { publicUrl: PUBLIC_URL, now: new Date(tomorrow.getTime() + DAY) });
    expect(await mailTo([manager])).toHaveLength(1);
    expect(await mailTo([s.emails[s.legacyUser.userID]!, s.emails[s.colleague.userID]!])).toEqual([]);
  });
});
