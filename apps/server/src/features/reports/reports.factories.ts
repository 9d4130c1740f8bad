import { CHECK_TYPES, type Role } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestContext, authHeaders, buildOrganisation, buildUser } from '../../../test/helpers.js';
import { checkResults, matters } from '../../db/schema/index.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

/* Test worlds for the reports: a firm with matters and checks, and the people around it. */

export async function buildReportFirm(ctx: TestContext, roles: Role[] = ['Matter Admin']) {
  const firm = await buildOrganisation(ctx.database, { organisationType: 'lawfirm' });
  const staff = await buildUser(ctx.database, { roles, organisation: firm });
  return { firm, staff, headers: await authHeaders(ctx, staff) };
}

/** A matter opened on a given day (GMT noon), with a type and status. */
export async function buildDatedMatter(
  ctx: TestContext,
  organisationID: string,
  opts: {
    reference: string;
    type?: 'estate' | 'will' | 'trust' | 'powerOfAttorney';
    status?: string;
    day?: string;
    team?: string[];
  },
) {
  const matter = await buildMatter(ctx.database, {
    organisationID,
    reference: opts.reference,
    type: typeByKey(opts.type ?? 'estate'),
    statusKey: opts.status ?? 'active',
    team: opts.team,
  });
  if (opts.day) {
    await ctx.database.db
      .update(matters)
      .set({ createdDate: new Date(`${opts.day}T12:00:00Z`) })
      .where(eq(matters.matterID, matter.matterID));
  }
  return matter;
}

/** A completed (or pending) identity check on an individual of the organisation. */
export async function buildCheck(
  ctx: TestContext,
  opts: {
    organisationID: string;
    matter?: { matterID: string; organisationID: string } | null;
    surname: string;
    outcome: 'passed' | 'failed' | 'pending';
    score?: number;
    day?: string;
  },
) {
  const individual = await buildIndividual(
    ctx.database,
    opts.matter ?? { matterID: null as unknown as string, organisationID: opts.organisationID },
    { surname: opts.surname },
  );
  const [row] = await ctx.database.db
    .insert(checkResults)
    .values({
      individualID: individual.individualID,
      matterID: opts.matter?.matterID ?? null,
      organisationID: opts.organisationID,
      checkTypeID: CHECK_TYPES.probityCheck.checkTypeID,
      service: 'Probity Check',
      provider: 'sandbox',
      testMode: true,
      checkCompleted: opts.outcome !== 'pending',
      passed: opts.outcome === 'pending' ? null : opts.outcome === 'passed',
      score: opts.score ?? null,
      requestedAt: new Date(`${opts.day ?? '2026-02-10'}T09:30:00Z`),
      resultDate: opts.outcome === 'pending' ? null : new Date(`${opts.day ?? '2026-02-10'}T09:31:00Z`),
    })
    .returning();
  return row!;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The body rows of the report table in a View's HTML, as cell texts. */
export function tableRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((tr) =>
    [...tr[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((td) => unescapeHtml(td[1]!)),
  );
}

/** The header cells of the report table. */
export function tableHeaders(html: string): string[] {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((th) => unescapeHtml(th[1]!));
}

export async function view(ctx: TestContext, headers: Record<string, string>, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/Reporting/View', headers, payload: body });
}

/** A View that must succeed: its rows, headers, total pages and HTML. */
export async function viewOk(
  ctx: TestContext,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  const res = await view(ctx, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { content: string; totalPages: number; parameters: { key: string }[] };
  return { ...json, rows: tableRows(json.content), headers: tableHeaders(json.content) };
}
