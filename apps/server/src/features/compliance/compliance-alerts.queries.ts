import type { ComplianceStatus } from '@probity/domain';
import { type SQL, and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, screeningAlerts, users } from '../../db/schema/index.js';

export type ScreeningAlertRow = typeof screeningAlerts.$inferSelect;

export interface AlertRow {
  alert: ScreeningAlertRow;
  individualName: string;
  matterReference: string | null;
  resolvedByName: string | null;
}

/** The alerts of a firm, open (not resolved), resolved, or both. */
export function alertsWhere(organisationID: string, status: ComplianceStatus | null): SQL {
  return and(
    eq(screeningAlerts.organisationID, organisationID),
    status === 'open'
      ? isNull(screeningAlerts.resolvedAt)
      : status === 'resolved'
        ? isNotNull(screeningAlerts.resolvedAt)
        : undefined,
  )!;
}

export async function listAlertRows(
  db: DbOrTx,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: AlertRow[]; totalCount: number }> {
  const rows = await db
    .select({
      alert: screeningAlerts,
      individualName: sql<string>`trim(${individuals.firstName} || ' ' || ${individuals.surname})`,
      matterReference: matters.reference,
      resolvedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.surname}), '')`,
    })
    .from(screeningAlerts)
    .innerJoin(individuals, eq(individuals.individualID, screeningAlerts.individualID))
    .innerJoin(matters, eq(matters.matterID, screeningAlerts.matterID))
    .leftJoin(users, eq(users.userID, screeningAlerts.resolvedBy))
    .where(where)
    .orderBy(...order, asc(screeningAlerts.alertID))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(screeningAlerts).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

/** One alert, locked for the decision that resolves it. */
export async function lockAlert(db: DbOrTx, alertID: string): Promise<ScreeningAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(screeningAlerts)
    .where(eq(screeningAlerts.alertID, alertID))
    .for('update')
    .limit(1);
  return row;
}
