import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser, callAs } from '../../../test/helpers.js';

/* Issue 13: the badge shows only what the operator configured; admins see whether uploads are scanned. */

describe('a deployment without accreditation or scanner', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('shows no accreditation, and tells administrators that uploads are not scanned', async () => {
    const user = await buildUser(ctx.database, { roles: ['Matter Executive'] });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const badge = await callAs(ctx, user, 'GET', '/api/Platform/Accreditation');
    expect(badge.statusCode).toBe(200);
    expect(badge.json()).toEqual({ accreditation: null });
    expect(badge.body).not.toMatch(/PCI/);
    expect((await callAs(ctx, admin, 'GET', '/api/Platform/UploadScanning')).json()).toEqual({
      scanned: false,
      scanner: null,
    });
    // Only platform administrators are told.
    expect((await callAs(ctx, user, 'GET', '/api/Platform/UploadScanning')).statusCode).toBe(403);
    const orgAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await callAs(ctx, orgAdmin, 'GET', '/api/Platform/UploadScanning')).statusCode).toBe(403);
  });
});

describe('a deployment with both configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      ACCREDITATION_NAME: 'Cyber Essentials Plus',
      ACCREDITATION_SCOPE: 'The Probity service and its hosting',
      ACCREDITATION_DATE: '2026-03-14',
      ACCREDITATION_CERTIFICATE_URL: 'https://registry.example/certificates/123',
      CLAMD_URL: 'tcp://scanner.internal:3310',
    });
  });
  afterAll(() => ctx.close());

  it('shows the configured accreditation to every signed-in user, and names the scanner', async () => {
    const user = await buildUser(ctx.database, { roles: ['Legacy User'] });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await callAs(ctx, user, 'GET', '/api/Platform/Accreditation')).json()).toEqual({
      accreditation: {
        name: 'Cyber Essentials Plus',
        scope: 'The Probity service and its hosting',
        date: '2026-03-14',
        certificateUrl: 'https://registry.example/certificates/123',
        isExample: false,
      },
    });
    expect((await callAs(ctx, admin, 'GET', '/api/Platform/UploadScanning')).json()).toEqual({
      scanned: true,
      scanner: 'ClamAV (clamd at scanner.internal:3310)',
    });
    expect((await ctx.app.inject({ url: '/api/Platform/Accreditation' })).statusCode).toBe(401);
  });
});
