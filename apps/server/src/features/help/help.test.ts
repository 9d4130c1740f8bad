import { HELP_QUESTION_MAX, HELP_TEXTS, type HelpAnswer, type HelpSection, type Role } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';

const ASK_LIMIT = 5;

describe('help content and the help assistant (shipped help)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ HELP_ASK_PER_MINUTE: String(ASK_LIMIT) });
  });
  afterAll(() => ctx.close());

  async function headersFor(roles: Role[]) {
    return authHeaders(ctx, await buildUser(ctx.database, { roles }));
  }

  async function sectionsFor(roles: Role[]) {
    const res = await ctx.app.inject({
      url: '/api/sections?populate=subsections',
      headers: await headersFor(roles),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: HelpSection[]; meta: { pagination: { total: number } } };
  }

  const subsectionIds = (data: HelpSection[]) =>
    data.flatMap((s) => (s.subsections ?? []).map((sub) => sub.subsection_identifier));

  async function ask(headers: Record<string, string>, payload: unknown) {
    return ctx.app.inject({ method: 'POST', url: '/api/Help/Ask', headers, payload: payload as object });
  }

  it('answers sections with their markdown subsections in the content service shape, in order', async () => {
    const body = await sectionsFor(['Matter Admin']);
    expect(body.meta.pagination.total).toBe(body.data.length);
    const orders = body.data.map((s) => s.order_number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const matters = body.data.find((s) => s.section_identifier === 'matters');
    expect(matters?.name).toBe('Matters');
    const team = matters?.subsections?.find((s) => s.subsection_identifier === 'matters-team');
    expect(team?.content).toContain('**Add Team Member**');
    expect(team?.user_roles_can_view).toEqual([]);
    // Without populate=subsections, sections come alone (Strapi's default).
    const bare = await ctx.app.inject({ url: '/api/sections', headers: await headersFor(['Matter Admin']) });
    expect(bare.json().data[0]).not.toHaveProperty('subsections');
  });

  it('hides sections and subsections from users without a listed role (spec 01 §6)', async () => {
    const staff = subsectionIds((await sectionsFor(['Matter Executive'])).data);
    const individual = subsectionIds((await sectionsFor(['Individual'])).data);
    const admin = subsectionIds((await sectionsFor(['Administrators'])).data);

    // Visible to all (empty user_roles_can_view).
    for (const ids of [staff, individual, admin]) expect(ids).toContain('welcome');
    // matters-individuals is listed for staff roles only, inside a section the Individual may read.
    expect(staff).toContain('matters-individuals');
    expect(individual).toContain('matters-team');
    expect(individual).not.toContain('matters-individuals');
    expect(individual).not.toContain('users');
    expect(individual).toContain('my-data');
    expect(staff).not.toContain('my-data');
    // Administrators' section: only for them.
    expect(admin).toContain('companies');
    expect(staff).not.toContain('companies');
    // Report details: a charity's Trustee runs the charity's Legacies report (issue 11), so reads
    // how to run and export one; an Individual runs no report and reads neither.
    const trustee = subsectionIds((await sectionsFor(['Trustee'])).data);
    expect(trustee).toContain('reports');
    expect(trustee).toContain('report-details');
    expect(individual).not.toContain('report-details');
  });

  it('finds the right subsection for real questions and links to it', async () => {
    const headers = await headersFor(['Matter Admin']);
    const team = await ask(headers, { question: 'How do I add a team member?' });
    expect(team.statusCode).toBe(200);
    const teamAnswer = team.json() as HelpAnswer;
    expect(teamAnswer.sources[0]).toEqual({
      sectionId: 'matters',
      subsectionId: 'matters-team',
      name: 'The matter team',
    });
    expect(teamAnswer.answer).toContain('](#matters-team)');
    expect(teamAnswer.answer).toContain('**Add Team Member**');

    const report = (await ask(headers, { question: 'how do I export a report' })).json() as HelpAnswer;
    expect(report.sources[0]?.subsectionId).toBe('report-details');
    expect(report.answer).toContain('**Export**');

    const status = (await ask(headers, { question: "How can I change a matter's status?" })).json();
    expect(status.sources[0]?.subsectionId).toBe('matters-details');
  });

  it('answers only from what the caller may read', async () => {
    const individual = await headersFor(['Individual']);
    const answer = (await ask(individual, { question: 'how do I export a report' })).json() as HelpAnswer;
    expect(answer.sources.map((s) => s.subsectionId)).not.toContain('report-details');
    expect(answer.answer).not.toContain('**Export**');
  });

  it('says so honestly when the help has no answer', async () => {
    const headers = await headersFor(['Support']);
    const res = await ask(headers, { question: 'What is the airspeed velocity of an unladen swallow?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ answer: HELP_TEXTS.noMatch, sources: [] });
  });

  it('refuses an empty, blank or too long question with 400 on the field', async () => {
    const headers = await headersFor(['Support']);
    for (const question of ['', '   ', 'x'.repeat(HELP_QUESTION_MAX + 1)]) {
      const res = await ask(headers, { question });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['question']);
    }
    const missing = await ask(headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('question');
    const longest = await ask(headers, {
      question: `add a team member ${'x'.repeat(HELP_QUESTION_MAX - 18)}`,
    });
    expect(longest.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/sections?populate=subsections' })).statusCode).toBe(401);
    const res = await ask({}, { question: 'how do I add a team member' });
    expect(res.statusCode).toBe(401);
  });

  it('limits questions per user per minute (429), without holding back other users', async () => {
    const busy = await headersFor(['Matter Admin']);
    for (let i = 0; i < ASK_LIMIT; i++) {
      expect((await ask(busy, { question: 'how do I upload a document' })).statusCode).toBe(200);
    }
    const refused = await ask(busy, { question: 'how do I upload a document' });
    expect(refused.statusCode).toBe(429);
    const other = await headersFor(['Matter Admin']);
    expect((await ask(other, { question: 'how do I upload a document' })).statusCode).toBe(200);
  });
});
