import { readFileSync } from 'node:fs';
import { CHECK_TYPES, MODULUS_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser, callAs } from '../../../test/helpers.js';
import { auditEvents, modulusEditions } from '../../db/schema/index.js';
import { SHIPPED_FILES, refreshModulusEdition } from '../../integrations/bank-modulus/modulus-edition.js';
import { buildClient, buildFirmWorld } from '../individuals/individuals.factories.js';

/*
 * Issue 12: Vocalink's tables are data. The shipped edition is v8.50 (valacdos-v8-50.txt and
 * scsubtab.txt as published); a platform administrator uploads a new one, which every check uses
 * from then on. Vocalink's test case 1 (08-99-99 66374958, valid) is the account checked.
 */
const weightsText = readFileSync(SHIPPED_FILES.weights, 'utf8');
const substitutionsText = readFileSync(SHIPPED_FILES.substitutions, 'utf8');
const PLUS = CHECK_TYPES.probityCheckPlus.checkTypeID;

/** The v8.50 weight table with the weight a of 08-90-00 – 08-99-99 changed from 7 to 1, so 66374958 fails. */
const changedWeights = weightsText
  .split('\r\n')
  .map((line) =>
    line.startsWith('089000 089999') ? line.replace(/ {4}7 {4}1 {4}3/, '    1    1    3') : line,
  )
  .join('\r\n');

let ctx: TestContext;
let admin: { userID: string; firstName: string; surname: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.database, { roles: ['Administrators'] });
});
// The tables are platform-wide: the files after this one (one PostgreSQL schema per run, one
// module graph per fork) check against v8.50 again.
afterAll(async () => {
  if (!ctx) return;
  await ctx.database.db.delete(modulusEditions);
  await refreshModulusEdition(ctx.database.db);
  await ctx.close();
});

const upload = (name: string, weights = weightsText, substitutions = substitutionsText) => ({
  name,
  weightsFileName: `valacdos-${name}.txt`,
  weightsText: weights,
  substitutionsFileName: 'scsubtab.txt',
  substitutionsText: substitutions,
});

async function bankPart(world: Awaited<ReturnType<typeof buildFirmWorld>>) {
  const client = await buildClient(ctx, world.matter, { surname: 'Morgan' });
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/Individuals',
    headers: world.headers,
    payload: {
      individualID: client.individual.individualID,
      firstName: 'Sarah',
      surname: 'Morgan',
      bankSortCode: '08-99-99',
      bankAccountNumber: '66374958',
      bankAccountName: 'S Morgan',
    },
  });
  expect(put.statusCode).toBe(200);
  const check = await ctx.app.inject({
    url: `/api/Checks/${PLUS}/${world.matter.matterID}/${client.individual.individualID}`,
    headers: world.headers,
  });
  expect(check.statusCode).toBe(200);
  return check.json().components.find((c: { component: string }) => c.component === 'bankAccount');
}

describe('Bank modulus tables (issue 12)', () => {
  it('the changed table differs from v8.50 in one row', () => {
    const before = weightsText.split('\r\n');
    const after = changedWeights.split('\r\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      '089000 089999 MOD10    0    0    0    0    0    0    1    1    3    7    1    3    7    1',
    ]);
  });

  it('refuses every role but Administrators, Admin Demo included', async () => {
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    for (const role of ['Matter Admin', 'MLRO', 'Finance'] as const) {
      const user = await buildUser(ctx.database, { roles: [role] });
      expect((await callAs(ctx, user, 'GET', '/api/ModulusTables')).statusCode, role).toBe(403);
      expect((await callAs(ctx, user, 'POST', '/api/ModulusTables', upload('v9.00'))).statusCode, role).toBe(
        403,
      );
    }
    expect((await ctx.app.inject({ url: '/api/ModulusTables', headers: demo })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/ModulusTables' })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(modulusEditions)).toEqual([]);
  });

  it('shows the shipped edition v8.50, and checks against it', async () => {
    const res = await callAs(ctx, admin, 'GET', '/api/ModulusTables');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'v8.50',
      source: 'shipped',
      weightRows: 1151,
      substitutionRows: 21,
      loadedBy: null,
    });
    const part = await bankPart(await buildFirmWorld(ctx));
    expect(part.outcome).toBe('pass');
    expect(part.detail).toContain(MODULUS_TEXTS.checkedAgainst('v8.50'));
  });

  it('refuses a malformed upload with a 400 naming the field and the line, and keeps the edition', async () => {
    const lines = weightsText.split('\r\n');
    lines[41] = '089999 089999 MOD12    0    0    0    0    0    0    8    7    6    5    4    3    2    1';
    const res = await callAs(
      ctx,
      admin,
      'POST',
      '/api/ModulusTables',
      upload('v9.00', lines.join('\r\n'), '938173 938017\r\n938289\r\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      weightsText: ["Line 42: the method 'MOD12' is not MOD10, MOD11 or DBLAL"],
      substitutionsText: ['Line 2: expected an original and a substitute sorting code of 6 digits each'],
    });
    const empty = await callAs(ctx, admin, 'POST', '/api/ModulusTables', { ...upload(''), weightsText: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['name', 'weightsText']);
    expect(await ctx.database.db.select().from(modulusEditions)).toEqual([]);
    expect((await callAs(ctx, admin, 'GET', '/api/ModulusTables')).json().name).toBe('v8.50');
  });

  it('puts an upload in use for the next check, without a restart, and audits it', async () => {
    const res = await callAs(ctx, admin, 'POST', '/api/ModulusTables', upload('v9.99', changedWeights));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'v9.99',
      source: 'uploaded',
      weightRows: 1151,
      substitutionRows: 21,
      loadedBy: `${admin.firstName} ${admin.surname}`,
    });
    const part = await bankPart(await buildFirmWorld(ctx));
    expect(part.outcome).toBe('fail');
    expect(part.detail).toContain(MODULUS_TEXTS.checkedAgainst('v9.99'));
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'modulus_tables.uploaded'));
    expect(event).toMatchObject({
      actorUserID: admin.userID,
      objectType: 'modulus_edition',
      details: {
        name: 'v9.99',
        weightsFileName: 'valacdos-v9.99.txt',
        weightRows: 1151,
        substitutionRows: 21,
      },
    });
    expect((await callAs(ctx, admin, 'GET', '/api/ModulusTables')).json()).toMatchObject({
      name: 'v9.99',
      source: 'uploaded',
    });
  });

  it('takes an edition another instance stored before the next check', async () => {
    // As another API instance would: a newer row straight in the table, the v8.50 weights again.
    await ctx.database.db.insert(modulusEditions).values({
      name: 'v10.00',
      weightsText,
      substitutionsText,
      weightRows: 1151,
      substitutionRows: 21,
      loadedAt: new Date(Date.now() + 1000),
    });
    const part = await bankPart(await buildFirmWorld(ctx));
    expect(part.outcome).toBe('pass');
    expect(part.detail).toContain(MODULUS_TEXTS.checkedAgainst('v10.00'));
  });
});
