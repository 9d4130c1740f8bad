import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { fileStorage } from './index.js';
import { SHARED_TEMP_MAX_AGE_MS, sweepAtStart } from './sweeper.js';

/**
 * Issue 15: the start-up sweep (main.ts runs it before listening; lifecycle/shutdown.test.ts
 * watches a real start do it). The embedded store is this process's alone: every temporary file
 * is a leftover. A store beside PostgreSQL may be shared: a recent one may be another instance's.
 */
describe('sweep at start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('removes the uploads a crash cut off, however recent on the embedded store', async () => {
    fileStorage(ctx.app.config); // makes files/tmp
    const tmp = path.join(ctx.app.config.dataDir, 'files', 'tmp');
    const fresh = path.join(tmp, '11111111-2222-4333-8444-555555555555.aaaaaaaaaaaa.part');
    const stale = path.join(tmp, '66666666-7777-4888-9999-000000000000.bbbbbbbbbbbb.part');
    fs.writeFileSync(fresh, 'cut off a moment ago');
    fs.writeFileSync(stale, 'cut off a while ago');
    const old = new Date(Date.now() - SHARED_TEMP_MAX_AGE_MS - 60_000);
    fs.utimesSync(stale, old, old);

    const result = await sweepAtStart(ctx.app.config, ctx.database);
    expect(fs.existsSync(stale)).toBe(false);
    if (ctx.database.kind === 'pglite') {
      expect(fs.existsSync(fresh)).toBe(false);
      expect(result.removedTemp).toBe(2);
    } else {
      // Beside PostgreSQL another instance may be writing it.
      expect(fs.existsSync(fresh)).toBe(true);
      expect(result.removedTemp).toBe(1);
    }
  });
});
