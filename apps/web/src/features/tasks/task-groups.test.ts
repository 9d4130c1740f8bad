import { describe, expect, it } from 'vitest';
import { groupMyTasks, splitMatterTasks } from './task-groups';
import type { Task } from './tasks.api';

const task = (
  title: string,
  dueDate: string | null,
  dueState: Task['dueState'],
  doneAt: string | null = null,
) =>
  ({
    taskID: title,
    matterID: 'm',
    reference: 'REF',
    title,
    detail: null,
    dueDate,
    dueState: doneAt ? null : dueState,
    assignee: null,
    isDone: doneAt !== null,
    doneAt,
    doneBy: null,
    createdBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  }) satisfies Task;

describe('groupMyTasks (issue 14)', () => {
  it('groups open tasks as overdue, due today and upcoming, undated last, done left out', () => {
    const groups = groupMyTasks([
      task('undated', null, 'none'),
      task('soon', '2026-03-05', 'upcoming'),
      task('today', '2026-03-02', 'today'),
      task('late', '2026-02-01', 'overdue'),
      task('done', '2026-02-01', 'overdue', '2026-02-02T10:00:00Z'),
    ]);
    expect(groups.map((g) => [g.key, g.tasks.map((t) => t.title)])).toEqual([
      ['overdue', ['late']],
      ['today', ['today']],
      ['upcoming', ['soon', 'undated']],
    ]);
    expect(groupMyTasks([])).toEqual([]);
  });

  it("splits a matter's tasks into open and done, the latest done first", () => {
    const { open, done } = splitMatterTasks([
      task('a', null, 'none', '2026-01-01T00:00:00Z'),
      task('b', '2026-01-01', 'overdue'),
      task('c', null, 'none', '2026-02-01T00:00:00Z'),
    ]);
    expect(open.map((t) => t.title)).toEqual(['b']);
    expect(done.map((t) => t.title)).toEqual(['c', 'a']);
  });
});
