import { INVALID_CHARACTER_TEXT, LEGACY_CONTACTS_MAX, LEGACY_INTAKE_TEXTS, todayInUk } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../../test/helpers.js';
import { auditEvents, legacies, legacyContacts } from '../../db/schema/index.js';
import { caller, firmLegacy, handoffWorld } from './legacy-handoff.factories.js';

/*
 * Issue 11 (f): the notification intake of a legacy (date notified and by whom, date of will, the
 * executors' contacts), optional on creation, editable by the charity afterwards even with a firm,
 * never shown to the firm, checked on the server.
 */
describe('the notification intake of a legacy (issue 11)', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    call = caller(ctx);
  });
  afterAll(() => ctx.close());

  const unique = (prefix: string) =>
    `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const tomorrow = () => {
    const d = new Date(`${todayInUk()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  const EXECUTOR = {
    role: 'executor',
    name: 'Margaret Hale',
    emailAddress: 'margaret.hale@example.com',
    phone: '+44 (0)20 7946 0000',
    address: '12 Milton Road, Helstone, HE1 2AB',
  };

  it('a new legacy records when and from whom the charity heard, the will and the executors', async () => {
    const w = await handoffWorld(ctx);
    const res = await call(w.charityUser, 'POST', '/api/Legacy', {
      reference: unique('INTAKE'),
      notifiedDate: '2026-01-15',
      notifiedBy: 'executor',
      dateOfWill: '2019-05-03',
      contacts: [EXECUTOR, { name: 'John Thornton', emailAddress: '', phone: null }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      notifiedDate: '2026-01-15',
      notifiedBy: 'executor',
      dateOfWill: '2019-05-03',
      contacts: [
        EXECUTOR,
        { role: 'executor', name: 'John Thornton', emailAddress: null, phone: null, address: null },
      ],
    });
    const legacyID = res.json().legacyID;
    expect((await call(w.charityUser, 'GET', `/api/Legacy/${legacyID}`)).json().contacts).toHaveLength(2);
    // Personal data stays out of the audit trail.
    const [created] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacyID), eq(auditEvents.action, 'legacy.created')));
    expect(created!.details).toEqual({ contacts: 2 });
    // Still optional: the one spec input is enough.
    const bare = await call(w.charityUser, 'POST', '/api/Legacy', { reference: unique('BARE') });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      notifiedDate: null,
      notifiedBy: null,
      dateOfWill: null,
      contacts: [],
    });
  });

  it('bad intake answers 400 naming each field and creates nothing', async () => {
    const w = await handoffWorld(ctx);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ notifiedDate: '2025-02-31' }, { notifiedDate: [LEGACY_INTAKE_TEXTS.invalidDate] }],
      [{ notifiedDate: tomorrow() }, { notifiedDate: [LEGACY_INTAKE_TEXTS.futureDate] }],
      [{ dateOfWill: '31/01/2020' }, { dateOfWill: [LEGACY_INTAKE_TEXTS.invalidDate] }],
      [{ dateOfWill: 20200131 }, { dateOfWill: [LEGACY_INTAKE_TEXTS.invalidDate] }],
      [
        { notifiedDate: '2024-01-01', dateOfWill: '2024-06-01' },
        { dateOfWill: [LEGACY_INTAKE_TEXTS.willAfterNotification] },
      ],
      [{ notifiedBy: 'pigeon' }, { notifiedBy: ['Invalid format'] }],
      [{ contacts: [{ name: '' }] }, { 'contacts.0.name': ['Required'] }],
      [
        { contacts: [{ name: 'A', emailAddress: 'not-an-email' }] },
        { 'contacts.0.emailAddress': ['Enter a valid email'] },
      ],
      [
        { contacts: [{ name: 'A', phone: 'call me' }] },
        { 'contacts.0.phone': [LEGACY_INTAKE_TEXTS.invalidPhone] },
      ],
      [{ contacts: [{ name: 'A', role: 'heir' }] }, { 'contacts.0.role': ['Invalid format'] }],
      [{ contacts: [{ name: 'x'.repeat(201) }] }, { 'contacts.0.name': ['Too many characters (201/200)'] }],
      [
        { contacts: Array.from({ length: LEGACY_CONTACTS_MAX + 1 }, (_, i) => ({ name: `N${i}` })) },
        { contacts: [LEGACY_INTAKE_TEXTS.tooManyContacts] },
      ],
      [{ contacts: 'Margaret' }, { contacts: ['Invalid format'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(w.charityUser, 'POST', '/api/Legacy', { reference: unique('BAD'), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    const nul = await call(w.charityUser, 'POST', '/api/Legacy', {
      reference: unique('NUL'),
      contacts: [{ name: 'Mar\u0000garet' }],
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ 'contacts.0.name': [INVALID_CHARACTER_TEXT] });
    const rows = await ctx.database.db
      .select()
      .from(legacies)
      .where(eq(legacies.organisationID, w.charity.organisationID));
    expect(rows).toHaveLength(0);
  });

  it('the charity edits its intake on a firm legacy; the firm never sees it', async () => {
    const w = await handoffWorld(ctx);
    const { legacy } = await firmLegacy(ctx, w);
    const url = `/api/Legacy/${legacy.legacyID}`;
    const saved = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      notifiedDate: '2026-02-10',
      notifiedBy: 'firm',
      dateOfWill: '2018-11-30',
      contacts: [EXECUTOR],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      charityReference: null,
      notifiedDate: '2026-02-10',
      notifiedBy: 'firm',
      dateOfWill: '2018-11-30',
      contacts: [EXECUTOR],
    });
    const firmView = (await call(w.firmUser, 'GET', url)).json();
    expect(firmView).toMatchObject({ notifiedDate: null, notifiedBy: null, dateOfWill: null, contacts: [] });
    expect(JSON.stringify(firmView)).not.toContain('Margaret');

    // A partial body leaves the contacts; a will dated after the stored notification is refused.
    const partial = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      notifiedBy: 'notification-service',
    });
    expect(partial.json()).toMatchObject({ notifiedBy: 'notification-service', contacts: [EXECUTOR] });
    const late = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      dateOfWill: '2026-03-01',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ dateOfWill: [LEGACY_INTAKE_TEXTS.willAfterNotification] });
    // Clearing.
    const cleared = await call(w.charityUser, 'PUT', '/api/Legacy', {
      legacyID: legacy.legacyID,
      notifiedDate: null,
      dateOfWill: '',
      contacts: [],
    });
    expect(cleared.json()).toMatchObject({ notifiedDate: null, dateOfWill: null, contacts: [] });
    expect(
      await ctx.database.db.select().from(legacyContacts).where(eq(legacyContacts.legacyID, legacy.legacyID)),
    ).toHaveLength(0);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectID, legacy.legacyID), eq(auditEvents.action, 'legacy.updated')))
      .orderBy(auditEvents.auditEventID);
    expect(audits[0]!.details).toMatchObject({
      fields: expect.arrayContaining(['notifiedDate', 'notifiedBy', 'dateOfWill', 'contacts']),
      contacts: 1,
    });
    expect(JSON.stringify(audits.map((a) => a.details))).not.toContain('Margaret');
    // The firm cannot write it; another charity cannot see it.
    expect(
      (await call(w.firmUser, 'PUT', '/api/Legacy', { legacyID: legacy.legacyID, notifiedBy: 'other' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(w.otherUser, 'PUT', '/api/Legacy', { legacyID: legacy.legacyID, notifiedBy: 'other' }))
        .statusCode,
    ).toBe(404);
  });
});
