import { randomUUID } from 'node:crypto';
import { LEGACY_TYPES, type Legacy } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { xsdErrors } from '../../../test/xsd.js';
import { auditEvents, documents, legacies, legacyContacts, legacyDetails } from '../../db/schema/index.js';
import { insertBankAccount } from '../bank-accounts/bank-accounts.service.js';
import { LEGACY_EXPORT_NAMESPACE, LEGACY_EXPORT_SCHEMA_FILE, legacyToXml } from './legacies.export.js';
import { buildFirmLegacy } from './legacies.factories.js';

/*
 * Issue 11: the XML export follows its published, versioned schema (legacy-export.v1.xsd), checked
 * by libxml2's validator, and carries the matter reference, the firm's main contact, the documents'
 * list, the co-beneficiaries, the status description and the intake.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['Detail', 'CoBeneficiary', 'Document', 'Contact', 'User'].includes(name),
  }).parse(xml).LegacyExport;

async function exportXml(headers: Record<string, string>, legacyID: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Legacy/Export/${legacyID}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/**
 * Text no XML may hold as such: control characters XML 1.0 forbids, markup, the end of a CDATA
 * section, quotes. (PostgreSQL itself refuses a NUL and stores a lone surrogate as U+FFFD: those two
 * are fed to the builder directly below.)
 */
const HOSTILE = 'Evil\u0001 <b>&amp;</b> ]]> "q" \'a\'\u001F';
const HOSTILE_KEPT = 'Evil <b>&amp;</b> ]]> "q" \'a\'';

describe('GET /api/Legacy/Export/{id}: the published schema, version 1 (issue 11)', () => {
  it('a charity-only legacy with hostile text: valid, escaped, and every text read back as written', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const user = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const headers = await authHeaders(ctx, user);
    const account = await insertBankAccount(ctx.database.db, ctx.app.config, charity.organisationID, {
      bankName: 'Barclays',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Legacy receipts',
      description: null,
      primaryContactUserID: user.userID,
    });
    const [legacy] = await ctx.database.db
      .insert(legacies)
      .values({
        organisationID: charity.organisationID,
        reference: `REF ${HOSTILE}`,
        charityReference: HOSTILE,
        statusID: '5a7a0000-0000-4000-8000-000000000105',
        dateOfDeath: '2025-01-02',
        nominatedBankAccountID: account.bankAccountID,
        paymentReference: ']]><x/>',
        notifiedDate: '2025-02-03',
        notifiedBy: 'executor',
        dateOfWill: '2019-07-08',
        expectedReceiptDate: '2026-09-30',
      })
      .returning();
    // One at a time: the details are listed in the order they were added.
    await ctx.database.db.insert(legacyDetails).values({
      legacyID: legacy!.legacyID,
      legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
      description: `Gift ${HOSTILE}`,
      amountPence: 600_000,
    });
    await ctx.database.db.insert(legacyDetails).values([
      {
        legacyID: legacy!.legacyID,
        legacyTypeID: LEGACY_TYPES[1].legacyTypeID,
        description: 'Residue',
        amountPence: 0,
        isPercentage: true,
        percentageValue: '25',
      },
    ]);
    await ctx.database.db.insert(legacyContacts).values({
      legacyID: legacy!.legacyID,
      role: 'executor',
      name: `Ruth ${HOSTILE}`,
      emailAddress: 'ruth@example.test',
    });

    const xml = await exportXml(headers, legacy!.legacyID);
    expect(await xsdErrors(xml, LEGACY_EXPORT_SCHEMA_FILE)).toEqual([]);
    expect(xml).not.toContain('\u0001');
    expect(xml).not.toContain('\u001F');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain(']]><x/>');

    const root = parse(xml);
    expect(root['@xmlns']).toBe(LEGACY_EXPORT_NAMESPACE);
    expect(root['@version']).toBe('1');
    const l = root.Legacy;
    expect(l.Reference).toBe(`REF ${HOSTILE_KEPT}`);
    expect(l.CharityReference).toBe(HOSTILE_KEPT);
    expect(l.MatterReference).toBeUndefined();
    expect(l.Firm).toBeUndefined();
    expect(l.Status).toMatchObject({ '#text': 'Distribution', '@key': 'distribution' });
    expect(l.StatusDescription).toEqual(expect.any(String));
    expect(l.StatusDescription.length).toBeGreaterThan(0);
    expect(l.StatusDescription).not.toMatch(/\bmatter\b/);
    expect(l.DateOfDeath).toBe('2025-01-02');
    expect(l.Notification).toMatchObject({
      NotifiedDate: '2025-02-03',
      NotifiedBy: 'executor',
      DateOfWill: '2019-07-08',
      ExpectedReceiptDate: '2026-09-30',
      Contacts: {
        Contact: [{ '@role': 'executor', Name: `Ruth ${HOSTILE_KEPT}`, Email: 'ruth@example.test' }],
      },
    });
    expect(l.NominatedBankAccount).toMatchObject({
      '@visibleToFirm': 'false',
      SortCode: '08-99-99',
      AccountNumber: '66374958',
      PaymentReference: ']]><x/>',
    });
    expect(l.Details.Detail.map((d: { Amount: { '#text': string } }) => d.Amount['#text'])).toEqual([
      '6000.00',
      '0.00',
    ]);
    expect(l.Details.Detail[0].Description).toBe(`Gift ${HOSTILE_KEPT}`);
    expect(l.Details.Detail[1]).toMatchObject({ IsPercentage: 'true', PercentageValue: '25' });
    expect(l.CoBeneficiaries).toBe('');

    // Bank details left the product: audited, without the numbers.
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'legacy.exported'), eq(auditEvents.objectID, legacy!.legacyID)));
    expect(event).toMatchObject({ actorUserID: user.userID, organisationID: charity.organisationID });
    expect(event!.details).toMatchObject({ format: 'XML', bankAccountID: account.bankAccountID });
    expect(JSON.stringify(event!.details)).not.toContain('66374958');
  });

  it('drops a NUL and a lone surrogate that reach the builder, and stays valid', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const user = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const headers = await authHeaders(ctx, user);
    const [row] = await ctx.database.db
      .insert(legacies)
      .values({
        organisationID: charity.organisationID,
        reference: 'NUL-1',
        statusID: '5a7a0000-0000-4000-8000-000000000101',
      })
      .returning();
    const legacy = (
      await ctx.app.inject({ method: 'GET', url: `/api/Legacy/${row!.legacyID}/`, headers })
    ).json() as Legacy;
    const xml = legacyToXml({ ...legacy, charityReference: 'A\u0000B\uD800C ]]> <x>' }, new Date(), {
      matterReference: null,
      intake: { notifiedDate: null, notifiedBy: null, dateOfWill: null, expectedReceiptDate: null },
      contacts: [{ role: 'other', name: '\uDFFFName\u0000', emailAddress: null, phone: null, address: null }],
      coBeneficiaries: [],
      figures: { source: 'charity', valuePence: 0, estimatedPence: 0, estate: null },
    });
    expect(await xsdErrors(xml, LEGACY_EXPORT_SCHEMA_FILE)).toEqual([]);
    const l = parse(xml).Legacy;
    expect(l.CharityReference).toBe('ABC ]]> <x>');
    expect(l.Notification.Contacts.Contact[0].Name).toBe('Name');
  });

  it("a firm's legacy with co-beneficiaries: the matter reference, its Deceased, the firm's main contact, the documents' list", async () => {
    const world = await buildFirmLegacy(ctx, {
      matterReference: 'HF/EST/2026/<014>',
      coBeneficiaries: ['Cedar & Co Hospice', 'Alpha Aid'],
    });
    const user = await buildUser(ctx.database, { roles: ['Charity'], organisation: world.charity });
    const headers = await authHeaders(ctx, user);
    await ctx.database.db.insert(documents).values({
      documentID: randomUUID(),
      itemID: world.legacyID,
      legacyID: world.legacyID,
      organisationID: world.charity.organisationID,
      name: 'Will <copy>.pdf',
      mimeType: 'application/pdf',
      fileSize: 24_576,
      storageKey: 'never-read',
      uploadedBy: user.userID,
    });

    const xml = await exportXml(headers, world.legacyID);
    expect(await xsdErrors(xml, LEGACY_EXPORT_SCHEMA_FILE)).toEqual([]);
    const l = parse(xml).Legacy;
    expect(l.MatterID).toBe(world.matter.matterID);
    expect(l.MatterReference).toBe('HF/EST/2026/<014>');
    expect(l.Status).toMatchObject({ '#text': 'Pre-grant', '@key': 'pre-grant' });
    expect(l.StatusDescription.length).toBeGreaterThan(0);
    expect(l.Deceased).toMatchObject({ FirstName: 'Margaret', Surname: 'Holloway' });
    expect(l.Firm.Name).toBe(world.firm.name);
    expect(l.Firm.MainContact).toEqual({
      Name: `${world.admin.firstName} ${world.admin.surname}`,
      Email: world.admin.emailAddress,
    });
    expect(l.CoBeneficiaries.CoBeneficiary.map((c: { Name: string }) => c.Name)).toEqual([
      'Alpha Aid',
      'Cedar & Co Hospice',
    ]);
    expect(l.CoBeneficiaries.CoBeneficiary[0]).toMatchObject({ Suffix: '0', Verified: 'false' });
    expect(l.Documents.Document).toEqual([
      {
        '@id': expect.any(String),
        Name: 'Will <copy>.pdf',
        Type: 'application/pdf',
        Size: '24576',
        Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(l.NominatedBankAccount).toBeUndefined();
  });

  it('the schema rejects what version 1 does not allow (the validator is real)', async () => {
    const world = await buildFirmLegacy(ctx);
    const headers = await authHeaders(
      ctx,
      await buildUser(ctx.database, { roles: ['Charity'], organisation: world.charity }),
    );
    const xml = await exportXml(headers, world.legacyID);
    const broken = xml.replace(
      '<GrantSubmitted>false</GrantSubmitted>',
      '<GrantSubmitted>perhaps</GrantSubmitted>',
    );
    expect(broken).not.toBe(xml);
    expect((await xsdErrors(broken, LEGACY_EXPORT_SCHEMA_FILE)).join('\n')).toMatch(/GrantSubmitted/);
    const reordered = xml
      .replace(/<Charity>[^<]*<\/Charity>/, '')
      .replace('<CharityTeam', '<Charity>x</Charity><CharityTeam');
    expect(await xsdErrors(reordered, LEGACY_EXPORT_SCHEMA_FILE)).not.toEqual([]);
  });

  it('serves the schema it publishes', async () => {
    const user = await buildUser(ctx.database, { roles: ['Charity'] });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Legacy/Export/Schema/v1',
      headers: await authHeaders(ctx, user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain(`targetNamespace="${LEGACY_EXPORT_NAMESPACE}"`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Legacy/Export/Schema/v1' })).statusCode).toBe(
      401,
    );
  });
});
