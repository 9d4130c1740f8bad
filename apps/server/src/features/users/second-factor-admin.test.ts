import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  mailOutbox,
  organisations,
  userRecoveryCodes,
  userTotp,
} from '../../db/schema/index.js';
import { hasSecondFactor } from '../../identity/second-factor.js';
import { regenerateRecoveryCodes, seedConfirmedTotp } from '../../identity/totp.js';
import {
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
  type TestContext,
} from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function enrolled(opts: Parameters<typeof buildUser>[1]) {
  const user = await buildUser(ctx.database, opts);
  await seedConfirmedTotp(ctx.database.db, ctx.app.config, user.userID, SECRET);
  await regenerateRecoveryCodes(ctx.database.db, ctx.app.config, user.userID);
  return user;
}

describe('POST /api/User/ResetSecondFactor/{id}', () => {
  it("the company's Matter Admin resets a member's factor: removed, audited, mailed, sessions ended", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const member = await enrolled({ roles: ['Support'], organisation: firm });
    const memberToken = await ctx.app.identity.mintAccessToken(member.userID);

    const res = await callAs(ctx, admin, 'POST', `/api/User/ResetSecondFactor/${member.userID}`);
    expect(res.statusCode).toBe(204);
    expect(await hasSecondFactor(ctx.database.db, member.userID)).toBe(false);
    expect(
      await ctx.database.db.select().from(userTotp).where(eq(userTotp.userID, member.userID)),
    ).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(userRecoveryCodes)
        .where(eq(userRecoveryCodes.userID, member.userID)),
    ).toHaveLength(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'identity.second_factor_reset'), eq(auditEvents.objectID, member.userID)),
      );
    expect(audit).toMatchObject({ actorUserID: admin.userID, details: { removed: ['totp'] } });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.emailAddress));
    expect(mails.map((m) => m.trigger)).toEqual(['SecondFactorReset']);
    expect(mails[0]!.textBody).toContain('/identity/account/security');
    expect(await ctx.app.identity.verifyAccessToken(memberToken)).toBeNull();
  });

  it('a platform administrator resets anyone', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const member = await enrolled({ roles: ['Charity'] });
    const res = await callAs(ctx, admin, 'POST', `/api/User/ResetSecondFactor/${member.userID}`);
    expect(res.statusCode).toBe(204);
    expect(await hasSecondFactor(ctx.database.db, member.userID)).toBe(false);
  });

  it("refuses another company's user (404) and a user without the Team rights (403)", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const support = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const colleague = await enrolled({ roles: ['Matter Executive'], organisation: firm });
    const stranger = await enrolled({ roles: ['Support'] });

    expect(
      (await callAs(ctx, admin, 'POST', `/api/User/ResetSecondFactor/${stranger.userID}`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, support, 'POST', `/api/User/ResetSecondFactor/${colleague.userID}`)).statusCode,
    ).toBe(403);
    expect((await callAs(ctx, admin, 'POST', '/api/User/ResetSecondFactor/not-a-uuid')).statusCode).toBe(400);
    expect(await hasSecondFactor(ctx.database.db, stranger.userID)).toBe(true);
    expect(await hasSecondFactor(ctx.database.db, colleague.userID)).toBe(true);
  });
});

describe('PATCH /api/Organisations/RequireSecondFactor/{id}/{flag}', () => {
  it("the company's own Matter Admin and a platform administrator switch it; audited", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const on = await callAs(
      ctx,
      admin,
      'PATCH',
      `/api/Organisations/RequireSecondFactor/${firm.organisationID}/true`,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json().requireSecondFactor).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(row!.requireSecondFactor).toBe(true);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, firm.organisationID), eq(auditEvents.actorUserID, admin.userID)));
    expect(audits.map((a) => a.action)).toEqual(['organisation.requiresecondfactor_on']);

    const platform = await buildUser(ctx.database, { roles: ['Administrators'] });
    const off = await callAs(
      ctx,
      platform,
      'PATCH',
      `/api/Organisations/RequireSecondFactor/${firm.organisationID}/false`,
    );
    expect(off.json().requireSecondFactor).toBe(false);
  });

  it("refuses another company's admin (404) and a member without the Team rights (403)", async () => {
    const firm = await buildOrganisation(ctx.database);
    const support = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const url = `/api/Organisations/RequireSecondFactor/${firm.organisationID}/true`;
    expect((await callAs(ctx, otherAdmin, 'PATCH', url)).statusCode).toBe(404);
    expect((await callAs(ctx, support, 'PATCH', url)).statusCode).toBe(403);
    // The other company flags stay the platform administrators'.
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    expect(
      (await callAs(ctx, admin, 'PATCH', `/api/Organisations/Locked/${firm.organisationID}/true`)).statusCode,
    ).toBe(403);
  });
});
