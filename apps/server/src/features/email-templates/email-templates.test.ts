import { EMAIL_TRIGGER_NAMES, VALIDATION } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { auditEvents } from '../../db/schema/index.js';
import { DEFAULT_TEMPLATES, seedEmailTemplates } from '../../mail/default-templates.js';
import { renderMail } from '../../mail/render-mail.js';
import { TEMPLATE_TEXTS } from './email-templates.service.js';

describe('e-mail templates API (spec 01 §7)', () => {
  let ctx: TestContext;
  let admin: { userID: string };
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedEmailTemplates(ctx.database.db);
    admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    adminHeaders = await authHeaders(ctx, admin);
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });

  const getByName = async (name: string) =>
    (await call('GET', `/api/EmailTemplates/Name/${name}`, adminHeaders)).json();

  const ID = '00000000-0000-4000-8000-000000000001';
  const body = { name: 'Mention', subject: 'Hi', templateContent: '<p>{{firstName}}</p>' };
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['GET', '/api/EmailTemplates'],
    ['GET', `/api/EmailTemplates/${ID}`],
    ['GET', '/api/EmailTemplates/Name/Mention'],
    ['POST', '/api/EmailTemplates', body],
    ['PUT', '/api/EmailTemplates', { ...body, emailTemplateID: ID }],
    ['DELETE', `/api/EmailTemplates/${ID}`],
    ['POST', '/api/EmailTemplates/Preview', body],
  ];

  it('answers 401 without a token and 403 to every role but Administrators (Admin Demo included)', async () => {
    const matterAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const charity = await buildUser(ctx.database, { roles: ['Charity'] });
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, await authHeaders(ctx, matterAdmin), payload)).statusCode).toBe(403);
      expect((await call(method, url, await authHeaders(ctx, charity), payload)).statusCode).toBe(403);
      expect((await call(method, url, demo, payload)).statusCode, `demo ${method} ${url}`).toBe(403);
    }
  });

  it('lists the template of every trigger with paging, search and sorting', async () => {
    const res = await call('GET', '/api/EmailTemplates?pageCount=100', adminHeaders);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining([...EMAIL_TRIGGER_NAMES]));
    expect(names).toEqual([...names].sort());
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ currentPage: 1, pageSize: 100 });

    const found = (await call('GET', '/api/EmailTemplates?SearchTerm=password', adminHeaders)).json();
    expect(found.map((t: { name: string }) => t.name)).toContain('PasswordReset');
    expect(found.map((t: { name: string }) => t.name)).not.toContain('Mention');

    const desc = (await call('GET', '/api/EmailTemplates?OrderBy=-name&pageCount=2', adminHeaders)).json();
    expect(desc).toHaveLength(2);
    expect(desc[0].name > desc[1].name).toBe(true);
    expect((await call('GET', '/api/EmailTemplates?OrderBy=nope', adminHeaders)).statusCode).toBe(400);
  });

  it('gets one template by id and by trigger name (any case); unknown answers 404, a bad id 400', async () => {
    const byName = await getByName('passwordreset');
    expect(byName).toMatchObject({ name: 'PasswordReset', subject: DEFAULT_TEMPLATES.PasswordReset.subject });
    expect(Object.keys(byName).sort()).toEqual(
      ['dateCreated', 'emailTemplateID', 'lastUpdated', 'name', 'subject', 'templateContent'].sort(),
    );
    const byId = await call('GET', `/api/EmailTemplates/${byName.emailTemplateID}`, adminHeaders);
    expect(byId.json()).toEqual(byName);
    expect((await call('GET', `/api/EmailTemplates/${ID}`, adminHeaders)).statusCode).toBe(404);
    expect((await call('GET', '/api/EmailTemplates/Name/NoSuchTrigger', adminHeaders)).statusCode).toBe(404);
    expect((await call('GET', '/api/EmailTemplates/not-a-uuid', adminHeaders)).statusCode).toBe(400);
  });

  it('refuses bad input with every field and the spec texts (§5)', async () => {
    const empty = await call('POST', '/api/EmailTemplates', adminHeaders, {
      name: '',
      subject: ' ',
      templateContent: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: [VALIDATION.required],
      subject: [VALIDATION.required],
      templateContent: [VALIDATION.required],
    });
    const long = await call('POST', '/api/EmailTemplates', adminHeaders, {
      name: 'x'.repeat(201),
      subject: 'y'.repeat(201),
      templateContent: '<p>ok</p>',
    });
    const unclosed = await call('POST', '/api/EmailTemplates/Preview', adminHeaders, {
      name: 'Mention',
      subject: 'x',
      templateContent: '<p>{{#if firstName}}Hello</p>',
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().errors.templateContent[0]).toMatch(
      /^The template cannot be read: Parse error on line 1/,
    );
    expect(long.json().errors).toEqual({
      name: [VALIDATION.tooManyCharacters(200, 201)],
      subject: [VALIDATION.tooManyCharacters(200, 201)],
    });
  });

  it('accepts only the triggers of the product, one template each, with their own placeholders', async () => {
    const unknown = await call('POST', '/api/EmailTemplates', adminHeaders, { ...body, name: 'Birthday' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.name[0]).toContain('Not a trigger of the product');

    const taken = await call('POST', '/api/EmailTemplates', adminHeaders, { ...body, name: 'PasswordReset' });
    expect(taken.json().errors).toEqual({ name: [TEMPLATE_TEXTS.triggerTaken] });

    const bad = await call('POST', '/api/EmailTemplates', adminHeaders, {
      name: 'PasswordReset',
      subject: 'For {{organisationName}}',
      templateContent: '<p>{{{link}}} {{lookup x}} {{#each link}}x{{/each}} {{> partial}} {{nope}}</p>',
    });
    const errors = bad.json().errors;
    expect(errors.name).toEqual([TEMPLATE_TEXTS.triggerTaken]);
    expect(errors.subject[0]).toContain('Unknown placeholder {{organisationName}}');
    expect(errors.templateContent.join('\n')).toMatch(/\{\{\{link\}\}\} is not allowed/);
    expect(errors.templateContent.join('\n')).toMatch(/\{\{lookup …\}\} is not allowed/);
    expect(errors.templateContent.join('\n')).toMatch(/\{\{#each\}\} is not allowed/);
    expect(errors.templateContent.join('\n')).toMatch(/Partials/);
    expect(errors.templateContent.join('\n')).toMatch(/Unknown placeholder \{\{nope\}\}/);
  });

  it('deletes a template (API only), creates it again sanitised, and the mail uses it; audited', async () => {
    const mention = await getByName('Mention');
    const del = await call('DELETE', `/api/EmailTemplates/${mention.emailTemplateID}`, adminHeaders);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', '/api/EmailTemplates/Name/Mention', adminHeaders)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/EmailTemplates/${mention.emailTemplateID}`, adminHeaders)).statusCode,
    ).toBe(404);

    // Without a stored template the built-in one is used.
    const values = {
      firstName: 'Ann',
      senderName: 'Bo <b>',
      context: 'M-1',
      message: 'Hi',
      link: 'https://x.test/c',
    };
    expect((await renderMail(ctx.database.db, 'Mention', values)).subject).toBe(
      'Bo <b> mentioned you on M-1',
    );

    const created = await call('POST', '/api/EmailTemplates', adminHeaders, {
      name: 'Mention',
      subject: '{{senderName}} needs you',
      templateContent:
        '<p onclick="steal()">Hello {{firstName}}</p><script>alert(1)</script><a href="{{link}}">Open</a><a href="javascript:alert(1)">x</a>',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template.templateContent).toBe('<p>Hello {{firstName}}</p><a href="{{link}}">Open</a><a>x</a>');

    const rendered = await renderMail(ctx.database.db, 'Mention', { ...values, link: 'javascript:alert(2)' });
    expect(rendered.subject).toBe('Bo <b> needs you');
    expect(rendered.html).toBe('<p>Hello Ann</p><a>Open</a><a>x</a>');
    const safe = await renderMail(ctx.database.db, 'Mention', {
      ...values,
      firstName: '<img src=x onerror=y>',
    });
    expect(safe.html).toContain('Hello &lt;img src=x onerror=y&gt;');
    expect(safe.text).toContain('Hello <img src=x onerror=y>');
    expect(safe.text).toContain('Open (https://x.test/c)');

    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'emailTemplate'), eq(auditEvents.actorUserID, admin.userID)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['emailTemplate.deleted', 'emailTemplate.created']),
    );
  });

  it('changes subject and content, never the trigger; nothing changes on bad input', async () => {
    const mention = await getByName('Mention');
    const changed = await call('PUT', '/api/EmailTemplates', adminHeaders, {
      emailTemplateID: mention.emailTemplateID,
      name: 'Mention',
      subject: 'New: {{context}}',
      templateContent: DEFAULT_TEMPLATES.Mention.templateContent,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Mention', subject: 'New: {{context}}' });
    expect(Date.parse(changed.json().lastUpdated)).toBeGreaterThanOrEqual(Date.parse(mention.lastUpdated));

    const rename = await call('PUT', '/api/EmailTemplates', adminHeaders, {
      emailTemplateID: mention.emailTemplateID,
      name: 'PasswordReset',
      subject: 'x',
      templateContent: '<p>x</p>',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors).toEqual({ name: [TEMPLATE_TEXTS.triggerFixed] });

    const bad = await call('PUT', '/api/EmailTemplates', adminHeaders, {
      emailTemplateID: mention.emailTemplateID,
      name: 'Mention',
      subject: 'x',
      templateContent: '<p>{{password}}</p>',
    });
    expect(bad.statusCode).toBe(400);
    expect((await getByName('Mention')).subject).toBe('New: {{context}}');

    const missing = await call('PUT', '/api/EmailTemplates', adminHeaders, { ...body, emailTemplateID: ID });
    expect(missing.statusCode).toBe(404);
    const noId = await call('PUT', '/api/EmailTemplates', adminHeaders, body);
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().errors)).toEqual(['emailTemplateID']);

    // Put the built-in subject back: other test files on a shared PostgreSQL schema read it.
    await call('PUT', '/api/EmailTemplates', adminHeaders, {
      emailTemplateID: mention.emailTemplateID,
      name: 'Mention',
      ...DEFAULT_TEMPLATES.Mention,
    });
  });

  it('previews a template with the sample values of its trigger', async () => {
    const res = await call('POST', '/api/EmailTemplates/Preview', adminHeaders, {
      name: 'UserInvitation',
      subject: 'Welcome {{firstName}}',
      templateContent:
        '<p>{{#if invitedBy}}{{invitedBy}} invited you{{else}}Invited{{/if}}: <a href="{{link}}">go</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Welcome Alex');
    expect(res.json().html).toContain('Jamie Carter invited you');
    expect(res.json().text).toContain(
      'Jamie Carter invited you: go (https://probity.example/identity/accept-invitation?token=…)',
    );
    const bad = await call('POST', '/api/EmailTemplates/Preview', adminHeaders, {
      name: 'UserInvitation',
      subject: '',
      templateContent: '<p>{{caseNumber}}</p>',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['subject']);
    const bad2 = await call('POST', '/api/EmailTemplates/Preview', adminHeaders, {
      name: 'UserInvitation',
      subject: 'x',
      templateContent: '<p>{{caseNumber}}</p>',
    });
    expect(bad2.json().errors.templateContent[0]).toContain('Unknown placeholder {{caseNumber}}');
  });
});
