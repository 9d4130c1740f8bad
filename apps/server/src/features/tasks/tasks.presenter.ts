import { taskDueState } from '@probity/domain';
import { z } from 'zod';
import type { TaskRecord } from './tasks.queries.js';

const ZPerson = z.object({ userID: z.string(), name: z.string() });

/** Issue 14: a task on a matter, as the firm's staff see it. */
export const ZTask = z.object({
  taskID: z.string(),
  matterID: z.string(),
  /** The matter's reference (My tasks names the matter by it). */
  reference: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Against today in the UK: none (no due date), overdue, today, upcoming; null once done. */
  dueState: z.enum(['none', 'overdue', 'today', 'upcoming']).nullable(),
  assignee: ZPerson.nullable(),
  isDone: z.boolean(),
  doneAt: z.string().nullable(),
  doneBy: ZPerson.nullable(),
  createdBy: ZPerson.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskView = z.infer<typeof ZTask>;

export function presentTask(record: TaskRecord, today: string): TaskView {
  const { task } = record;
  const isDone = task.doneAt !== null;
  return {
    taskID: task.taskID,
    matterID: task.matterID,
    reference: record.reference,
    title: task.title,
    detail: task.detail,
    dueDate: task.dueDate,
    dueState: isDone ? null : taskDueState(task.dueDate, today),
    assignee: record.assignee,
    isDone,
    doneAt: task.doneAt?.toISOString() ?? null,
    doneBy: isDone ? record.doneBy : null,
    createdBy: record.createdBy,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}
