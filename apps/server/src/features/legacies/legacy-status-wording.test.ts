import { legacyStatusDescription } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { buildLegacyActivityScene } from '../activity/legacy-activity.factories.js';

describe("a legacy's status is described in the charity's words (issue 11)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("a firm's legacy: what the firm is doing, never the matter status's own text", async () => {
    const s = await buildLegacyActivityScene(ctx);
    const one = await s.call(s.charityUser, 'GET', `/api/Legacy/${s.legacy.legacyID}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json().status).toMatchObject({
      name: 'Active',
      description: 'The firm is working on the estate and finding out what it holds.',
    });
    expect(one.json().status.description).not.toMatch(/matter/i);

    const list = await s.call(s.charityUser, 'GET', `/api/Legacy/Organisation/${s.charity.organisationID}`);
    expect(list.statusCode).toBe(200);
    const row = list.json().find((l: { legacyID: string }) => l.legacyID === s.legacy.legacyID);
    expect(row.status.description).toBe(legacyStatusDescription('active', true));
  });

  it("a legacy the charity follows alone: the estate's, with no firm named", async () => {
    const s = await buildLegacyActivityScene(ctx);
    const created = await s.call(s.charityUser, 'POST', '/api/Legacy', { reference: 'ALONE-1' });
    expect(created.statusCode).toBe(201);
    const legacyID = created.json().legacyID as string;
    const one = await s.call(s.charityUser, 'GET', `/api/Legacy/${legacyID}/`);
    expect(one.json().status).toMatchObject({
      name: 'Pre-Engagement',
      description:
        'Your charity has heard of the legacy; the administration of the estate has not started yet.',
    });
  });
});
