import { KEY_DATE_KINDS, KEY_DATE_LABELS, can, deadlinesInWindow, todayInUk } from '@probity/domain';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findOpenEstateDates } from '../estate-dates/estate-deadlines.queries.js';
import { tileMattersWhere } from './dashboard.queries.js';

export const ZEstateDeadlinesDashboard = z.object({
  today: z.string(),
  deadlines: z.array(
    z.object({
      matterID: z.string(),
      reference: z.string(),
      kind: z.enum(KEY_DATE_KINDS),
      label: z.string(),
      date: z.string(),
      isOverdue: z.boolean(),
    }),
  ),
});
export type EstateDeadlinesDashboard = z.infer<typeof ZEstateDeadlinesDashboard>;

/**
 * Issue 17: the Deadlines tile of a law firm's dashboard. The open Estate matters the actor's role
 * lists (tileMattersWhere, like the other tiles: the whole firm for the roles that list it, else
 * the matters whose team they are on), each estate's deadlines within the window of
 * deadlinesInWindow, in date order. Only the firm's staff read an estate's dates (estate.read):
 * a charity, or a firm's dashboard the actor may not read, answers 404 (the caller has checked
 * dashboard.read for the organisation).
 */
export async function getEstateDeadlinesDashboard(
  db: DbOrTx,
  actor: Actor,
  organisation: { id: string; type: string },
  now = new Date(),
): Promise<EstateDeadlinesDashboard> {
  if (organisation.type !== 'lawfirm' || !can(actor, 'estate.read', { organisationID: organisation.id }))
    throw notFound();
  const today = todayInUk(now);
  const where = tileMattersWhere(actor, organisation.id);
  if (!where) return { today, deadlines: [] };
  const estates = await findOpenEstateDates(db, where);
  const deadlines = estates
    .flatMap((e) =>
      deadlinesInWindow(e.dates, today).map((d) => ({
        matterID: e.matterID,
        reference: e.reference,
        kind: d.kind,
        label: KEY_DATE_LABELS[d.kind],
        date: d.date,
        isOverdue: d.isOverdue,
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));
  return { today, deadlines };
}
