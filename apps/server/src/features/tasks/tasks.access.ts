import { can } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';
import { type TaskRow, findTaskRow } from './tasks.queries.js';

export type TaskAction = 'task.create' | 'task.read' | 'task.update' | 'task.delete';

/**
 * A matter for its tasks (issue 14, firm side only). A matter the actor may not read answers 404
 * (another firm, a charity); one they read but whose tasks they may not see or change with
 * `action` (the client, a platform administrator) answers 403.
 */
export async function loadTaskMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  action: TaskAction,
  lock = false,
): Promise<LoadedMatter> {
  const loaded = await loadMatter(db, actor, matterID, { lock });
  if (!can(actor, action, { organisationID: loaded.matter.organisationID })) throw forbidden();
  return loaded;
}

/**
 * One task with its matter. A task the actor may not see answers 404 whoever asks (another firm,
 * a charity, the client of the matter: they cannot read tasks at all); one they see but may not
 * change with `action` answers 403.
 */
export async function loadTask(
  db: DbOrTx,
  actor: Actor,
  taskID: string,
  action: TaskAction,
  lock = false,
): Promise<{ task: TaskRow } & LoadedMatter> {
  const task = await findTaskRow(db, taskID.toLowerCase(), lock);
  if (!task) throw notFound();
  const loaded = await loadMatter(db, actor, task.matterID);
  const resource = { organisationID: loaded.matter.organisationID };
  if (!can(actor, 'task.read', resource)) throw notFound();
  if (!can(actor, action, resource)) throw forbidden();
  return { task, ...loaded };
}
