import { describe, expect, it } from 'vitest';
import { addDays, compareOpenTasks, taskDueState } from './task-rules.js';
import { ZTaskInput } from './tasks.schema.js';

describe('ZTaskInput (issue 14)', () => {
  it('takes a title, and makes empty optional fields null', () => {
    expect(
      ZTaskInput.parse({ title: '  Value the house  ', detail: '', dueDate: '', assigneeUserID: '' }),
    ).toEqual({ title: 'Value the house', detail: null, dueDate: null, assigneeUserID: null });
  });

  it('names each bad field', () => {
    const result = ZTaskInput.safeParse({
      title: 'x'.repeat(201),
      detail: 7,
      dueDate: '2026-02-30',
      assigneeUserID: 'me',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['title', 'Too many characters (201/200)'],
      ['detail', 'Invalid format'],
      ['dueDate', 'Enter a real date'],
      ['assigneeUserID', 'Choose a member of the matter team'],
    ]);
    expect(ZTaskInput.safeParse({ title: '   ' }).error?.issues[0]?.message).toBe('Required');
  });
});

describe('due dates', () => {
  it('says overdue, today, upcoming or none against the UK day', () => {
    expect(taskDueState('2026-03-01', '2026-03-02')).toBe('overdue');
    expect(taskDueState('2026-03-02', '2026-03-02')).toBe('today');
    expect(taskDueState('2026-03-03', '2026-03-02')).toBe('upcoming');
    expect(taskDueState(null, '2026-03-02')).toBe('none');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('orders open tasks by due date, undated last, then oldest first', () => {
    const t = (dueDate: string | null, createdAt: string) => ({ dueDate, createdAt });
    const sorted = [t(null, '1'), t('2026-05-01', '2'), t('2026-04-01', '3'), t('2026-05-01', '0')].sort(
      compareOpenTasks,
    );
    expect(sorted).toEqual([t('2026-04-01', '3'), t('2026-05-01', '0'), t('2026-05-01', '2'), t(null, '1')]);
  });
});
