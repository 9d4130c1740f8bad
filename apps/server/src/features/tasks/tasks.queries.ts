import { type SQL, and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { matters, tasks, users } from '../../db/schema/index.js';

export type TaskRow = typeof tasks.$inferSelect;

export interface PersonName {
  userID: string;
  name: string;
}

export interface TaskRecord {
  task: TaskRow;
  reference: string;
  assignee: PersonName | null;
  createdBy: PersonName | null;
  doneBy: PersonName | null;
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const finisher = alias(users, 'finisher');

export async function findTaskRow(db: DbOrTx, taskID: string, lock = false): Promise<TaskRow | undefined> {
  const query = db.select().from(tasks).where(eq(tasks.taskID, taskID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const nameOf = (id: string | null, first: string | null, surname: string | null): PersonName | null =>
  id && (first !== null || surname !== null)
    ? { userID: id, name: `${first ?? ''} ${surname ?? ''}`.trim() }
    : null;

async function findTaskRecords(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<TaskRecord[]> {
  const query = db
    .select({
      task: tasks,
      reference: matters.reference,
      assigneeFirst: assignee.firstName,
      assigneeSurname: assignee.surname,
      creatorFirst: creator.firstName,
      creatorSurname: creator.surname,
      finisherFirst: finisher.firstName,
      finisherSurname: finisher.surname,
    })
    .from(tasks)
    .innerJoin(matters, eq(matters.matterID, tasks.matterID))
    .leftJoin(assignee, eq(assignee.userID, tasks.assigneeUserID))
    .leftJoin(creator, eq(creator.userID, tasks.createdBy))
    .leftJoin(finisher, eq(finisher.userID, tasks.doneBy))
    .where(where)
    // Open first by due date (none last), then the oldest; done ones follow, the latest done first.
    .orderBy(
      sql`${tasks.doneAt} is not null`,
      sql`${tasks.dueDate} asc nulls last`,
      sql`${tasks.doneAt} desc nulls last`,
      asc(tasks.createdAt),
      asc(tasks.taskID),
    );
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    task: r.task,
    reference: r.reference,
    assignee: nameOf(r.task.assigneeUserID, r.assigneeFirst, r.assigneeSurname),
    createdBy: nameOf(r.task.createdBy, r.creatorFirst, r.creatorSurname),
    doneBy: nameOf(r.task.doneBy, r.finisherFirst, r.finisherSurname),
  }));
}

/** A matter's tasks: the open ones by due date, then the done ones. */
export function findMatterTasks(db: DbOrTx, matterID: string): Promise<TaskRecord[]> {
  return findTaskRecords(db, eq(tasks.matterID, matterID));
}

export async function findTaskRecord(db: DbOrTx, taskID: string): Promise<TaskRecord | undefined> {
  const [record] = await findTaskRecords(db, eq(tasks.taskID, taskID));
  return record;
}

/**
 * The open tasks that are a user's own: assigned to them, or unassigned and added by them (an
 * unassigned task is its author's until somebody takes it).
 */
export function ownOpenTasksWhere(userID: string): SQL {
  return and(
    isNull(tasks.doneAt),
    or(eq(tasks.assigneeUserID, userID), and(isNull(tasks.assigneeUserID), eq(tasks.createdBy, userID))),
  )!;
}

/** At most this many tasks in My tasks. */
export const MY_TASKS_MAX = 200;

/** GET /api/Tasks/Mine: the caller's open tasks on the matters of the organisations they act in. */
export function findMyTasks(db: DbOrTx, userID: string, organisationIDs: string[]): Promise<TaskRecord[]> {
  if (organisationIDs.length === 0) return Promise.resolve([]);
  return findTaskRecords(
    db,
    and(ownOpenTasksWhere(userID), inArray(tasks.organisationID, organisationIDs)),
    MY_TASKS_MAX,
  );
}
