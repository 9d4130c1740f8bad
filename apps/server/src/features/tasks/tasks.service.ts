import { TASK_TEXTS, type TaskValues } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import { loadTask, loadTaskMatter } from './tasks.access.js';
import type { TaskRow } from './tasks.queries.js';

/** The assignee must be on the matter's team (400 naming assigneeUserID otherwise). */
function checkAssignee(loaded: LoadedMatter, assigneeUserID: string | null) {
  if (assigneeUserID && !loaded.teamUserIDs.some((id) => id.toLowerCase() === assigneeUserID))
    throw invalid({ assigneeUserID: [TASK_TEXTS.assigneeNotOnTeam] });
}

/** What the audit trail keeps of a task: never its title or detail (free text), only the facts. */
const auditDetails = (task: Pick<TaskRow, 'matterID' | 'dueDate' | 'assigneeUserID'>) => ({
  matterID: task.matterID,
  dueDate: task.dueDate,
  assigneeUserID: task.assigneeUserID,
});

/** POST /api/Tasks/Matter/{matterId}: a new open task, with an activity entry (firm-only) and an audit event. */
export async function createTask(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: TaskValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadTaskMatter(tx, actor, matterID, 'task.create', true);
  checkAssignee(loaded, input.assigneeUserID);
  const { matter } = loaded;
  const [row] = await tx
    .insert(tasks)
    .values({
      organisationID: matter.organisationID,
      matterID: matter.matterID,
      title: input.title,
      detail: input.detail,
      dueDate: input.dueDate,
      assigneeUserID: input.assigneeUserID,
      createdBy: actor.userID,
    })
    .returning();
  const task = row!;
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    activity: { activityType: 'task', action: 'added', object: task.title },
    audit: { action: 'task.created', objectType: 'task', objectID: task.taskID, details: auditDetails(task) },
    ip: meta.ip,
  });
  return task.taskID;
}

/** PUT /api/Tasks/{taskId}: title, detail, due date and assignee. Audited; no activity entry. */
export async function updateTask(
  tx: Tx,
  actor: Actor,
  taskID: string,
  input: TaskValues,
  meta: RequestMeta = {},
): Promise<void> {
  const { task, ...loaded } = await loadTask(tx, actor, taskID, 'task.update', true);
  // A task keeps an assignee who has since left the team until somebody changes it.
  if (input.assigneeUserID !== task.assigneeUserID) checkAssignee(loaded, input.assigneeUserID);
  await tx
    .update(tasks)
    .set({
      title: input.title,
      detail: input.detail,
      dueDate: input.dueDate,
      assigneeUserID: input.assigneeUserID,
      updatedAt: sql`now()`,
    })
    .where(eq(tasks.taskID, task.taskID));
  await recordAudit(tx, {
    action: 'task.updated',
    actorUserID: actor.userID,
    organisationID: task.organisationID,
    objectType: 'task',
    objectID: task.taskID,
    ip: meta.ip,
    details: { ...auditDetails({ ...task, ...input }), previous: auditDetails(task) },
  });
}

/**
 * POST /api/Tasks/{taskId}/Done and /Reopen: ticks a task done (who and when) or opens it again.
 * A task already in that state is left as it is (a second tick from a stale screen changes nothing).
 */
export async function setTaskDone(
  tx: Tx,
  actor: Actor,
  taskID: string,
  done: boolean,
  meta: RequestMeta = {},
): Promise<void> {
  const { task, matter } = await loadTask(tx, actor, taskID, 'task.update', true);
  if ((task.doneAt !== null) === done) return;
  await tx
    .update(tasks)
    .set(
      done
        ? { doneAt: sql`now()`, doneBy: actor.userID, updatedAt: sql`now()` }
        : { doneAt: null, doneBy: null, updatedAt: sql`now()` },
    )
    .where(eq(tasks.taskID, task.taskID));
  await recordChange(tx, actor, {
    organisationID: task.organisationID,
    matterID: task.matterID,
    reference: matter.reference,
    activity: { activityType: 'task', action: done ? 'done' : 'reopened', object: task.title },
    audit: {
      action: done ? 'task.done' : 'task.reopened',
      objectType: 'task',
      objectID: task.taskID,
      details: auditDetails(task),
    },
    ip: meta.ip,
  });
}

/** DELETE /api/Tasks/{taskId}. */
export async function deleteTask(
  tx: Tx,
  actor: Actor,
  taskID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const { task, matter } = await loadTask(tx, actor, taskID, 'task.delete', true);
  await tx.delete(tasks).where(eq(tasks.taskID, task.taskID));
  await recordChange(tx, actor, {
    organisationID: task.organisationID,
    matterID: task.matterID,
    reference: matter.reference,
    activity: { activityType: 'task', action: 'deleted', object: task.title },
    audit: { action: 'task.deleted', objectType: 'task', objectID: task.taskID, details: auditDetails(task) },
    ip: meta.ip,
  });
}
