import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHECK_TYPES, SCREENING_LIST_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { screeningDesignations, screeningLists } from '../../db/schema/index.js';
import { importSanctionsContent } from '../../integrations/sanctions/sanctions-list.js';
import { daysAgo, sampleDatedOn, startListPeer } from '../../integrations/sanctions/testing/list-peer.js';
import { buildFirmWorld, individualBody } from '../individuals/individuals.factories.js';
import { importConfiguredSanctionsList } from './sanctions-import.service.js';

/*
 * issue 12: the UK Sanctions List in production. The list is read from a real HTTP server on
 * 127.0.0.1 (as from the FCDO's sanctionslist.fcdo.gov.uk) or from a file; its publication date
 * (the XML's DateGenerated) and size are kept; a failed import keeps the previous list; a check
 * refuses to screen against no list or one too old.
 */

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const shown = (d: Date) => isoDay(d).split('-').reverse().join('/');
const CHECK = CHECK_TYPES.probityCheck.checkTypeID;

let ctx: TestContext;
let peer: Awaited<ReturnType<typeof startListPeer>>;
const fresh = daysAgo(1);
const newer = daysAgo(0);
beforeAll(async () => {
  ctx = await buildTestApp();
  // On PostgreSQL every test file shares one schema: this file starts with no list loaded, as a
  // fresh embedded database does (the files that screen load their own list).
  await ctx.database.db.delete(screeningDesignations);
  await ctx.database.db.delete(screeningLists);
  peer = await startListPeer({
    '/docs/UK-Sanctions-List.xml': sampleDatedOn(fresh),
    '/docs/newer.xml': sampleDatedOn(newer),
    '/docs/down.xml': 503,
    '/docs/slow.xml': null,
    '/docs/empty.xml':
      '<?xml version="1.0"?><Designations><DateGenerated>01/11/2026</DateGenerated></Designations>',
    '/docs/undated.xml': sampleDatedOn(fresh).replace(/<DateGenerated>[^<]*<\/DateGenerated>/, ''),
  });
});
afterAll(async () => {
  await peer?.close();
  await ctx?.close();
});

const configWith = (env: Partial<TestContext['app']['config']>) => ({ ...ctx.app.config, ...env });
const metadata = async () =>
  (await ctx.database.db.select().from(screeningLists)).find((r) => r.list === 'sanctions');
const designationCount = async () =>
  (
    await ctx.database.db
      .select()
      .from(screeningDesignations)
      .where(eq(screeningDesignations.list, 'sanctions'))
  ).length;

async function sanctionsPart(world: Awaited<ReturnType<typeof buildFirmWorld>>, overrides = {}) {
  const person = await ctx.app.inject({
    method: 'POST',
    url: '/api/Individuals',
    headers: world.headers,
    payload: individualBody(world.matter.matterID, overrides),
  });
  expect(person.statusCode).toBe(201);
  const res = await ctx.app.inject({
    url: `/api/Checks/${CHECK}/${world.matter.matterID}/${person.json().individualID}`,
    headers: world.headers,
  });
  expect(res.statusCode).toBe(200);
  const check = res.json();
  return { check, part: check.components.find((c: { component: string }) => c.component === 'sanctions') };
}

describe('screening without a sanctions list', () => {
  it('refuses to screen when no list is loaded: a REFER that says so, and the check does not pass', async () => {
    expect(await metadata()).toBeUndefined();
    const world = await buildFirmWorld(ctx, { live: false });
    const { check, part } = await sanctionsPart(world);
    expect(part).toMatchObject({
      component: 'sanctions',
      outcome: 'refer',
      detail: 'Not screened: no UK Sanctions List is loaded',
      source: 'local',
    });
    expect(check.passed).toBe(false);
    expect(check.sanctionMatch).toBe(false);
  });
});

describe('importing the UK Sanctions List', () => {
  it('downloads it from the configured URL and keeps its publication date, size, source and import time', async () => {
    const before = Date.now();
    const url = peer.url('/docs/UK-Sanctions-List.xml');
    const report = await importConfiguredSanctionsList(ctx.database, configWith({ SANCTIONS_LIST_URL: url }));
    expect(report).toMatchObject({ list: 'sanctions', count: 16, publishedOn: isoDay(fresh), source: url });
    expect(report.summary).toContain(
      `Imported 16 designations into the UK Sanctions List (published ${shown(fresh)})`,
    );
    const row = await metadata();
    expect(row).toMatchObject({
      publishedOn: isoDay(fresh),
      designationCount: 16,
      source: url,
      isSample: false,
    });
    expect(row!.importedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await designationCount()).toBe(16);
  });

  it('reads SANCTIONS_LIST_FILE instead of the URL when it is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uksl-'));
    const file = path.join(dir, 'UK-Sanctions-List.xml');
    fs.writeFileSync(file, sampleDatedOn(newer));
    const seen = peer.requests.length;
    const report = await importConfiguredSanctionsList(
      ctx.database,
      configWith({ SANCTIONS_LIST_FILE: file, SANCTIONS_LIST_URL: peer.url('/docs/down.xml') }),
    );
    expect(report).toMatchObject({ count: 16, publishedOn: isoDay(newer), source: 'UK-Sanctions-List.xml' });
    expect(peer.requests.length).toBe(seen);
    expect(await metadata()).toMatchObject({ publishedOn: isoDay(newer), source: 'UK-Sanctions-List.xml' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the previous list and its metadata when an import fails', async () => {
    const before = await metadata();
    const attempts: [string, RegExp][] = [
      ['/docs/down.xml', /HTTP 503/],
      ['/docs/missing.xml', /HTTP 404/],
      ['/docs/empty.xml', /No designations found/],
      ['/docs/undated.xml', /gives no publication date/],
    ];
    for (const [p, reason] of attempts) {
      await expect(
        importConfiguredSanctionsList(ctx.database, configWith({ SANCTIONS_LIST_URL: peer.url(p) })),
      ).rejects.toThrow(reason);
      expect(await metadata()).toEqual(before);
      expect(await designationCount()).toBe(16);
    }
    // A server that never answers in time.
    await expect(
      importConfiguredSanctionsList(
        ctx.database,
        configWith({ SANCTIONS_LIST_URL: peer.url('/docs/slow.xml'), SANCTIONS_LIST_TIMEOUT_MS: 1000 }),
      ),
    ).rejects.toThrow(
      `Could not download the UK Sanctions List from ${peer.url('/docs/slow.xml')}: no answer within 1000 ms`,
    );
    expect(await metadata()).toEqual(before);
  });

  it('screens against a list within its age, and refuses one older than SANCTIONS_LIST_MAX_AGE_DAYS', async () => {
    const world = await buildFirmWorld(ctx, { live: false });
    const putin = {
      firstName: 'Vladimir',
      middleNames: 'Vladimirovich',
      surname: 'Putin',
      dob: '1952-10-07',
    };
    const current = await sanctionsPart(world, putin);
    expect(current.part.outcome).toBe('fail');
    expect(current.check.sanctionMatch).toBe(true);

    const old = daysAgo(31);
    await ctx.database.db.transaction((tx) =>
      importSanctionsContent(tx, sampleDatedOn(old), 'sanctions', 'old.xml'),
    );
    const stale = await sanctionsPart(world, putin);
    expect(stale.part).toMatchObject({
      outcome: 'refer',
      detail: `Not screened: the UK Sanctions List loaded is from ${shown(old)}, older than 30 days`,
    });
    expect(stale.check.passed).toBe(false);
    // Exactly at the limit it still screens.
    await ctx.database.db.transaction((tx) =>
      importSanctionsContent(tx, sampleDatedOn(daysAgo(30)), 'sanctions', 'thirty.xml'),
    );
    expect((await sanctionsPart(world, putin)).part.outcome).toBe('fail');
  });
});

describe('the shipped sample', () => {
  it('counts its age from when it was loaded (its dates are illustrative), with the same limit', async () => {
    const world = await buildFirmWorld(ctx, { live: false });
    const putin = { firstName: 'Vladimir', middleNames: '', surname: 'Putin', dob: '1952-10-07' };
    await ctx.database.db.transaction((tx) =>
      importSanctionsContent(tx, sampleDatedOn(daysAgo(400)), 'sanctions', 'UK-Sanctions-List.xml', {
        isSample: true,
      }),
    );
    expect((await sanctionsPart(world, putin)).part.outcome).toBe('fail');
    const loaded = daysAgo(31);
    await ctx.database.db.transaction((tx) =>
      importSanctionsContent(tx, sampleDatedOn(daysAgo(0)), 'sanctions', 'UK-Sanctions-List.xml', {
        isSample: true,
        now: loaded,
      }),
    );
    expect((await sanctionsPart(world, putin)).part.detail).toBe(
      `Not screened: the UK Sanctions List loaded is from ${shown(loaded)}, older than 30 days`,
    );
  });
});

describe('GET /api/ScreeningLists', () => {
  it('shows each list with its date, size, import time, source and state to administrators', async () => {
    await ctx.database.db.transaction((tx) =>
      importSanctionsContent(tx, sampleDatedOn(daysAgo(45)), 'sanctions', 'UK-Sanctions-List.xml'),
    );
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await ctx.app.inject({ url: '/api/ScreeningLists', headers: await authHeaders(ctx, admin) });
    expect(res.statusCode).toBe(200);
    const [sanctions, pep] = res.json();
    expect(sanctions).toMatchObject({
      list: 'sanctions',
      state: 'stale',
      publishedOn: isoDay(daysAgo(45)),
      designationCount: 16,
      source: 'UK-Sanctions-List.xml',
      isSample: false,
      maxAgeDays: 30,
    });
    expect(Date.parse(sanctions.importedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(pep).toEqual({
      list: 'pep',
      state: 'missing',
      publishedOn: null,
      designationCount: null,
      importedAt: null,
      source: null,
      isSample: false,
      maxAgeDays: null,
    });
    expect(SCREENING_LIST_TEXTS.states[sanctions.state as 'stale']).toBe('Too old');
  });

  it('refuses every other role (403), Admin Demo included, and answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/ScreeningLists' })).statusCode).toBe(401);
    for (const roles of [['MLRO'], ['Matter Admin'], ['Charity']] as const) {
      const user = await buildUser(ctx.database, { roles: [...roles] });
      const res = await ctx.app.inject({ url: '/api/ScreeningLists', headers: await authHeaders(ctx, user) });
      expect(res.statusCode, roles[0]).toBe(403);
    }
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    expect((await ctx.app.inject({ url: '/api/ScreeningLists', headers: demo })).statusCode).toBe(403);
  });
});
