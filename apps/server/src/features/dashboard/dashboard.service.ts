import { can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { DashboardTile } from './dashboard.presenter.js';
import {
  countActiveUsers,
  countIndividuals,
  countOpenMatters,
  tileMattersWhere,
} from './dashboard.queries.js';

/**
 * spec 01 §3 Dashboard tile, computed from the organisation's own rows for the actor's role.
 * Tiles whose rows do not exist yet are not returned: Checks to review ('Urgent checks'), Checks
 * this Month and Passed Checks join here with the identity-checks table; Legacies, Legacy value
 * and Notices with the legacies tables.
 */
export async function getDashboard(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
): Promise<DashboardTile[]> {
  // Roles without a dashboard (Individual, Finance, the legacy roles) are refused outright.
  if (!can(actor, 'dashboard.read')) throw forbidden();
  const id = organisationID.toLowerCase();
  const [organisation] = await db
    .select({ organisationID: organisations.organisationID, type: organisations.organisationType })
    .from(organisations)
    .where(eq(organisations.organisationID, id))
    .limit(1);
  if (!organisation || !can(actor, 'dashboard.read', { organisationID: id })) throw notFound();

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
      data: where ? await countIndividuals(db, where) : 0,
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
