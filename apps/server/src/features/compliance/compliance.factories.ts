import type { Role } from '@probity/domain';
import type { TestContext } from '../../../test/helpers.js';
import { authHeaders, buildOrganisation, buildUser } from '../../../test/helpers.js';
import { type CheckComponentRecord, checkResults } from '../../db/schema/index.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

/** A law firm with its MLRO, a Supervising Partner and a fee-earner who alone is on the matter team. */
export async function buildComplianceFirm(ctx: TestContext) {
  const firm = await buildOrganisation(ctx.database, { organisationType: 'lawfirm' });
  const user = async (role: Role) => {
    const u = await buildUser(ctx.database, { roles: [role], organisation: firm });
    return { user: u, headers: await authHeaders(ctx, u) };
  };
  const feeEarner = await user('Matter Executive');
  const mlro = await user('MLRO');
  const partner = await user('Supervising Partner');
  const matter = await buildMatter(ctx.database, {
    organisationID: firm.organisationID,
    type: typeByKey('estate'),
    team: [feeEarner.user.userID],
  });
  return { firm, matter, feeEarner, mlro, partner };
}

const pass = (component: string): CheckComponentRecord => ({
  component,
  outcome: 'pass',
  detail: 'Fine',
  source: 'local',
});

/** Completed check shapes as the check engine stores them. */
export const CHECK_SHAPES = {
  clean: { passed: true, score: 100, components: [pass('address'), pass('sanctions'), pass('pep')] },
  sanctionsHit: {
    passed: false,
    score: 85,
    sanctionMatch: true,
    components: [pass('address'), { ...pass('sanctions'), outcome: 'fail' as const }, pass('pep')],
  },
  pep: {
    passed: true,
    score: 95,
    pepMatch: true,
    components: [pass('address'), pass('sanctions'), { ...pass('pep'), outcome: 'refer' as const }],
  },
  possibleMatch: {
    passed: true,
    score: 92,
    components: [pass('address'), { ...pass('sanctions'), outcome: 'refer' as const }, pass('pep')],
  },
  addressReferred: {
    passed: true,
    score: 87,
    components: [{ ...pass('address'), outcome: 'refer' as const }, pass('sanctions'), pass('pep')],
  },
} satisfies Record<
  string,
  {
    passed: boolean;
    score: number;
    sanctionMatch?: boolean;
    pepMatch?: boolean;
    components: CheckComponentRecord[];
  }
>;

/** An individual on the matter with one check of the given shape, its result `daysAgo` days old. */
export async function buildCheckedIndividual(
  ctx: TestContext,
  matter: { matterID: string; organisationID: string },
  name: { firstName: string; surname: string },
  shape: (typeof CHECK_SHAPES)[keyof typeof CHECK_SHAPES] | 'pending',
  daysAgo: number,
) {
  const individual = await buildIndividual(ctx.database, matter, name);
  const at = new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000);
  const [check] = await ctx.database.db
    .insert(checkResults)
    .values({
      individualID: individual.individualID,
      matterID: matter.matterID,
      organisationID: matter.organisationID,
      checkTypeID: '0b7a1e52-5b47-4a3c-9a33-3c2c7d0f6f01',
      service: 'Probity Check',
      requestedAt: at,
      provider: 'sandbox',
      testMode: true,
      ...(shape === 'pending'
        ? { checkCompleted: false }
        : {
            checkCompleted: true,
            resultDate: at,
            sanctionMatch: false,
            pepMatch: false,
            invalidDocs: false,
            ...shape,
          }),
    })
    .returning();
  return { individual, check: check! };
}
