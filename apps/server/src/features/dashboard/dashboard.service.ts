import {
  LEGACY_FIGURES_TEXTS,
  type LegacyDashboard,
  MATTER_TEXTS,
  can,
  estateLegacyDetails,
  legacyDashboardFigures,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { matters, organisations } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { countOpenQueue } from '../compliance/compliance.queries.js';
import { sharedEstateFiguresOfCharity } from '../estate-sharing/estate-legacy-figures.js';
import type { DashboardTile } from './dashboard.presenter.js';
import {
  countActiveUsers,
  countChecks,
  countIndividuals,
  countOpenMatters,
  countOpenScreeningAlerts,
  charityLegaciesForFigures,
  tileMattersWhere,
} from './dashboard.queries.js';

/**
 * spec 01 §3 Dashboard tile, computed from the organisation's own rows for the actor's role:
 * a firm's matters, individuals and checks (on the matters the actor's role lists), a charity's
 * legacies, their value and its own checks, and every organisation's active users. Notices is not
 * computed: the spec names the tile but nothing in it says what a notice is (docs/decisions.md).
 */
/** The organisation whose dashboard the actor asks for: 403 for roles without one, 404 for another's. */
export async function loadDashboardOrganisation(db: DbOrTx, actor: Actor, organisationID: string) {
  // Roles without a dashboard (Individual, Finance, the legacy roles) are refused outright.
  if (!can(actor, 'dashboard.read')) throw forbidden();
  const id = organisationID.toLowerCase();
  const [organisation] = await db
    .select({ organisationID: organisations.organisationID, type: organisations.organisationType })
    .from(organisations)
    .where(eq(organisations.organisationID, id))
    .limit(1);
  if (!organisation || !can(actor, 'dashboard.read', { organisationID: id })) throw notFound();
  return { id, organisation };
}

export async function getDashboard(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
): Promise<DashboardTile[]> {
  const { id, organisation } = await loadDashboardOrganisation(db, actor, organisationID);

  const tiles: DashboardTile[] = [];
  if (organisation.type === 'lawfirm') {
    const where = tileMattersWhere(actor, id);
    tiles.push({
      apiId: 'matters',
      title: 'Matters',
      label: 'Open matters',
      icon: 'matters',
      data: where ? await countOpenMatters(db, where) : 0,
    });
    tiles.push({
      apiId: 'individuals',
      title: 'Individuals',
      label: 'Individuals on your matters',
      icon: 'individuals',
      data: where ? await countIndividuals(db, id, where) : 0,
    });
  }
  if (organisation.type === 'charity') {
    const figures = await charityFigures(db, id);
    tiles.push({
      apiId: 'legacies',
      title: 'Legacies',
      label: 'Legacies left to your charity',
      icon: 'legacies',
      data: figures.legacies,
    });
    tiles.push({
      apiId: 'legacyValue',
      title: 'Legacy value',
      label: LEGACY_FIGURES_TEXTS.valueTileLabel,
      icon: 'legacyValue',
      data: figures.valuePence,
    });
  }
  if (organisation.type === 'lawfirm' || organisation.type === 'charity') {
    const where = organisation.type === 'lawfirm' ? tileMattersWhere(actor, id) : null;
    const checks =
      organisation.type === 'lawfirm' && !where
        ? { thisMonth: 0, passedThisMonth: 0, toReview: 0 }
        : await countChecks(db, id, where);
    // Issue 12: the MLRO and Supervising Partners see every AML alert of the firm: their urgent
    // checks are the firm's open compliance queue, on every matter and of any age.
    const queue =
      organisation.type === 'lawfirm' && can(actor, 'complianceQueue.read', { organisationID: id })
        ? await countOpenQueue(db, id)
        : null;
    // Open screening alerts (re-screening after a list import) count too: firm-wide for whoever
    // works the firm's queue, on their own matters for the other roles.
    const alertsWhere =
      organisation.type !== 'lawfirm' ? null : queue !== null ? eq(matters.organisationID, id) : where;
    const alerts = alertsWhere ? await countOpenScreeningAlerts(db, alertsWhere) : 0;
    tiles.push({
      apiId: 'checksToReview',
      title: MATTER_TEXTS.checksToReview,
      label:
        queue === null ? 'Failed or matched in the last 30 days' : 'Checks waiting for a compliance decision',
      icon: 'urgentChecks',
      data: (queue ?? checks.toReview) + alerts,
    });
    tiles.push({
      apiId: 'checksThisMonth',
      title: 'Checks this Month',
      label: 'Identity checks asked for',
      icon: 'checks',
      data: checks.thisMonth,
    });
    tiles.push({
      apiId: 'passedChecks',
      title: 'Passed Checks',
      label: 'Checks passed this month',
      icon: 'passedChecks',
      data: checks.passedThisMonth,
    });
  }
  tiles.push({
    apiId: 'activeUsers',
    title: 'Active Users',
    label: 'Users with an active account',
    icon: 'users',
    data: await countActiveUsers(db, id),
  });
  return tiles;
}

/**
 * issue 11: a charity's legacy figures on its dashboard — the value (residuary shares at their
 * estimated value), the pipeline by status and the expected receipts by financial year. Aggregates
 * only, for the dashboard's roles (Charity, Trustee, Admin Demo in the demo charity); not a charity
 * answers 404.
 */
export async function getLegacyDashboard(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
): Promise<LegacyDashboard> {
  const { id, organisation } = await loadDashboardOrganisation(db, actor, organisationID);
  if (organisation.type !== 'charity') throw notFound();
  return charityFigures(db, id);
}

/**
 * Issue 17: a legacy whose Estate matter shares its figures counts at the firm's estate figures
 * (the charity's entitlement), the others at the details the charity typed.
 */
async function charityFigures(db: DbOrTx, organisationID: string): Promise<LegacyDashboard> {
  const [list, shared] = await Promise.all([
    charityLegaciesForFigures(db, organisationID),
    sharedEstateFiguresOfCharity(db, organisationID),
  ]);
  return legacyDashboardFigures(
    list.map((legacy) => {
      const estate = shared.get(legacy.legacyID);
      return estate ? { ...legacy, source: 'estate' as const, details: estateLegacyDetails(estate) } : legacy;
    }),
  );
}
