import { TASK_TEXTS, compareOpenTasks } from '@probity/domain';
import type { Task } from './tasks.api';

export interface TaskGroup {
  key: 'overdue' | 'today' | 'upcoming';
  label: string;
  tasks: Task[];
}

/**
 * Issue 14 My tasks: the open tasks as Overdue, Due today and Upcoming (later ones and those
 * without a due date, last), each by due date; empty groups are left out.
 */
export function groupMyTasks(tasks: readonly Task[]): TaskGroup[] {
  const open = tasks.filter((t) => !t.isDone).sort(compareOpenTasks);
  const groups: TaskGroup[] = [
    { key: 'overdue', label: TASK_TEXTS.overdue, tasks: open.filter((t) => t.dueState === 'overdue') },
    { key: 'today', label: TASK_TEXTS.dueToday, tasks: open.filter((t) => t.dueState === 'today') },
    {
      key: 'upcoming',
      label: TASK_TEXTS.upcoming,
      tasks: open.filter((t) => t.dueState === 'upcoming' || t.dueState === 'none'),
    },
  ];
  return groups.filter((g) => g.tasks.length > 0);
}

/** A matter's tasks: the open ones by due date (overdue first, undated last), and the done ones. */
export function splitMatterTasks(tasks: readonly Task[]): { open: Task[]; done: Task[] } {
  return {
    open: tasks.filter((t) => !t.isDone).sort(compareOpenTasks),
    done: tasks.filter((t) => t.isDone).sort((a, b) => (b.doneAt ?? '').localeCompare(a.doneAt ?? '')),
  };
}
