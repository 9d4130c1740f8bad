import { HELP_TEXTS, type HelpAnswer, type HelpSection, type Role } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { loadHelpDirectory } from './help.content.js';
import { HelpIndex } from './help.search.js';
import { visibleSections } from './help.service.js';

/**
 * Issue 11: the assistant, asked real questions as each role, cites the section that answers them,
 * and says "I could not find that in the help." rather than cite an unrelated one (the relevance
 * floor of help.search.ts). A role never gets a passage it may not read.
 */

/** [role, question, the subsection the first source must be]. */
const ANSWERED: [Role, string, string][] = [
  ['Charity', 'How do I share our bank details with the solicitor?', 'legacy-bank-account'],
  ['Finance', 'How do I share our bank details with the solicitor?', 'legacy-bank-account'],
  ['Charity', 'Can the solicitor see our bank account?', 'legacy-bank-account'],
  ['Charity', 'How do I tell the executor where to pay the legacy?', 'legacy-bank-account'],
  ['Charity', 'How do I hide the bank account from the firm?', 'legacy-bank-account'],
  ['Charity', 'How do I export a legacy to our case management system?', 'legacy-export'],
  ['Charity', 'How do I export the legacies to Excel?', 'legacy-export'],
  ['Charity', 'Who can change the status of a legacy?', 'legacy-statuses'],
  ['Legacy Manager', 'Who can change the status of a legacy?', 'legacy-statuses'],
  ['Charity', 'What is a co-beneficiary?', 'legacy-co-beneficiaries'],
  ['Charity', 'How do I add a new legacy?', 'new-legacy'],
  ['Charity', "Why can't I delete this legacy?", 'charity-legacies'],
  ['Charity', 'How do I record a residuary share?', 'legacy-details'],
  ['Charity', 'What does estimate mean on a legacy detail?', 'legacy-details'],
  ['Charity', 'How do I mention someone in the chat?', 'legacy-chat'],
  ['Charity', 'How do I talk to the other charities?', 'legacy-chat'],
  ['Charity', 'How do I add a team member to a legacy?', 'legacy-team'],
  ['Charity', 'How do I turn off e-mail notifications?', 'legacy-activity'],
  ['Charity', "How do I add the executors' contact details?", 'new-legacy'],
  ['Charity', "How do I change our charity's address?", 'charity-settings'],
  ['Charity', 'What can a Legacy User do?', 'charity-roles'],
  ['Charity', 'How is the legacy value calculated?', 'charity-dashboard'],
  ['Finance', 'How do I add a bank account?', 'charity-bank-accounts'],
  ['Finance', 'Why is my bank account not verified?', 'charity-bank-accounts'],
  ['Legacy Manager', 'How do I invite a new user?', 'users'],
  ['Legacy User', "Why can't I see all the legacies?", 'charity-legacies'],
  ['Trustee', 'What is the legacy value?', 'charity-dashboard'],
  ['Trustee', 'What can a trustee do?', 'charity-roles'],
  ['Matter Admin', 'How do I add a charity to a matter?', 'matters-organisations'],
  ['Supervising Partner', 'How do I add a charity to a matter?', 'matters-organisations'],
  ['Matter Admin', 'How do I add a team member?', 'matters-team'],
  ['Administrators', 'How do I retry a failed job?', 'jobs'],
  ['Administrators', 'How do I run a scheduled job now?', 'jobs'],
];

/** Questions the help has no answer to, for every kind of reader. */
const UNANSWERED: [Role, string][] = [
  ['Charity', 'What is the weather in Leeds?'],
  ['Charity', 'How do I file a VAT return?'],
  ['Finance', 'How do I file a VAT return?'],
  ['Matter Admin', 'How do I file a VAT return?'],
  ['Administrators', 'How do I file a VAT return?'],
  ['Trustee', 'What is the weather in Leeds?'],
  ['Legacy Manager', 'How do I make a cup of tea?'],
  ['Charity', 'What is the capital of France?'],
  ['Charity', 'How do I reset my router?'],
  ['Charity', 'How do I claim Gift Aid on a legacy?'],
  ['Matter Admin', 'How do I calculate inheritance tax?'],
  ['Individual', 'What is the weather in Leeds?'],
  ['Administrators', 'Who can change the status of a legacy?'],
];

describe('the assistant asked real questions by each role (issue 11)', () => {
  let ctx: TestContext;
  const headers = new Map<Role, Record<string, string>>();
  const visible = new Map<Role, Set<string>>();

  beforeAll(async () => {
    ctx = await buildTestApp({ HELP_ASK_PER_MINUTE: '1000' });
    const roles = new Set<Role>([...ANSWERED.map(([r]) => r), ...UNANSWERED.map(([r]) => r), 'Individual']);
    for (const role of roles) {
      const h = await authHeaders(ctx, await buildUser(ctx.database, { roles: [role] }));
      headers.set(role, h);
      const res = await ctx.app.inject({ url: '/api/sections?populate=subsections', headers: h });
      const data = (res.json() as { data: HelpSection[] }).data;
      visible.set(
        role,
        new Set(data.flatMap((s) => (s.subsections ?? []).map((x) => x.subsection_identifier))),
      );
    }
  });
  afterAll(() => ctx.close());

  async function ask(role: Role, question: string): Promise<HelpAnswer> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Help/Ask',
      headers: headers.get(role),
      payload: { question },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as HelpAnswer;
  }

  it.each(ANSWERED)('%s: "%s" cites %s first', async (role, question, subsectionId) => {
    const answer = await ask(role, question);
    expect(answer.sources[0]?.subsectionId).toBe(subsectionId);
    expect(answer.answer).toContain(`](#${subsectionId})`);
    // Never a passage the role may not read.
    for (const source of answer.sources) expect(visible.get(role)).toContain(source.subsectionId);
  });

  it.each(UNANSWERED)('%s: "%s" is not in the help', async (role, question) => {
    expect(await ask(role, question)).toEqual({ answer: HELP_TEXTS.noMatch, sources: [] });
  });

  it("gives a firm role, an Individual and an administrator nothing of the charity's help", async () => {
    const charityTopics = new Set(
      (await loadHelpDirectory())
        .filter((s) => ['legacies', 'your-charity'].includes(s.section_identifier))
        .flatMap((s) => (s.subsections ?? []).map((x) => x.subsection_identifier)),
    );
    expect(charityTopics.size).toBeGreaterThan(10);
    const cases: [Role, string][] = [
      ['Individual', 'How do I share my bank details?'],
      ['Individual', 'How do I add a bank account?'],
      ['Individual', 'How do I share our bank account with the law firm?'],
      ['Matter Admin', 'Who can change the status of a legacy?'],
      ['Matter Admin', 'How do I share our bank details with the solicitor?'],
      ['Administrators', 'How do I export a legacy to CaseLedger?'],
    ];
    for (const [role, question] of cases) {
      const answer = await ask(role, question);
      for (const source of answer.sources) expect(charityTopics, question).not.toContain(source.subsectionId);
      expect(answer.answer).not.toMatch(/Share account|Hidden from firm|CaseLedger/);
    }
    for (const role of ['Individual', 'Matter Admin', 'Administrators'] as const)
      for (const id of charityTopics) expect(visible.get(role)).not.toContain(id);
  });

  it('keeps links to topics the reader may see and unlinks the others', async () => {
    // legacy-details links to the charity dashboard, which a Legacy User may not read.
    const res = await ctx.app.inject({
      url: '/api/sections?populate=subsections',
      headers: headers.get('Legacy Manager'),
    });
    const details = (res.json() as { data: HelpSection[] }).data
      .flatMap((s) => s.subsections ?? [])
      .find((s) => s.subsection_identifier === 'legacy-details');
    expect(details?.content).toContain('](#legacy-information)');
    expect(details?.content).not.toContain('(#charity-dashboard)');
    expect(details?.content).toContain('The charity dashboard');
    const charity = await ctx.app.inject({
      url: '/api/sections?populate=subsections',
      headers: headers.get('Charity'),
    });
    const forCharity = (charity.json() as { data: HelpSection[] }).data
      .flatMap((s) => s.subsections ?? [])
      .find((s) => s.subsection_identifier === 'legacy-details');
    expect(forCharity?.content).toContain('](#charity-dashboard)');
  });
});

describe('the relevance floor', () => {
  it('leaves out passages that share only passing words with the question', async () => {
    const sections = await loadHelpDirectory();
    const ids = new Set(
      visibleSections(sections, ['Charity'], true).flatMap((s) =>
        (s.subsections ?? []).map((x) => x.subsection_identifier),
      ),
    );
    const question = 'How do I claim Gift Aid on a legacy?';
    const opts = { visibleSubsections: ids, limit: 3 };
    // Without the floor, "gift" and "legacy" find a passage; with it, nothing is cited.
    const unfloored = new HelpIndex(sections, { minMatchedShare: 0, minScorePerTerm: 0 }).find(
      question,
      opts,
    );
    expect(unfloored.length).toBeGreaterThan(0);
    expect(new HelpIndex(sections).find(question, opts)).toEqual([]);
    // A good question keeps its passage, with the share of the question it matches.
    const [best] = new HelpIndex(sections).find('How do I hide the bank account from the firm?', opts);
    expect(best?.subsectionId).toBe('legacy-bank-account');
    expect(best?.matchedShare).toBe(1);
  });
});
