import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyTasksPanel } from './MyTasksPanel';
import { TaskModal } from './TaskModal';
import type { Task } from './tasks.api';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER_ID = 'b0000000-0000-4000-8000-000000000001';
const task = (taskID: string, title: string, dueDate: string | null, dueState: Task['dueState']): Task => ({
  taskID,
  matterID: MATTER_ID,
  reference: 'HF/EST/2026/014',
  title,
  detail: null,
  dueDate,
  dueState,
  assignee: null,
  isDone: false,
  doneAt: null,
  doneBy: null,
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const LATE = task('t1', 'Chase the bank', '2026-11-01', 'overdue');
const TODAY = task('t2', 'File the IHT400', '2026-11-26', 'today');

let calls: { method: string; url: string; body: unknown }[] = [];
let answer: Task[] = [];
beforeEach(() => {
  calls = [];
  answer = [TODAY, LATE];
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        calls.push({ method, url: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url.pathname.endsWith('/Done')) answer = answer.filter((t) => !url.pathname.includes(t.taskID));
        return json(LATE, method === 'POST' && url.pathname.includes('/Matter/') ? 201 : 200);
      }
      if (url.pathname === '/api/Tasks/Mine') return json(answer);
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInApp(node: React.ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('My tasks (issue 14)', () => {
  it('groups the open tasks as overdue then due today, naming each matter by reference', async () => {
    renderInApp(<MyTasksPanel />);
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('Chase the bank')).toBeTruthy();
    expect(within(overdue).getByText(/Overdue · Due 01\/11\/2026/)).toBeTruthy();
    const link = within(overdue).getByRole('link', { name: 'HF/EST/2026/014' });
    expect(link.getAttribute('href')).toBe(`/secure/matters/${MATTER_ID}/tasks`);
    const today = screen.getByRole('region', { name: 'Due today' });
    expect(within(today).getByText('File the IHT400')).toBeTruthy();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.indexOf('Overdue')).toBeLessThan(regions.indexOf('Due today'));
  });

  it('ticks a task done inline; it leaves the list', async () => {
    renderInApp(<MyTasksPanel />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mark "Chase the bank" done' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/Tasks/t1/Done', body: null }]));
    await waitFor(() => expect(screen.queryByText('Chase the bank')).toBeNull());
    answer = [];
  });

  it('shows the empty state', async () => {
    answer = [];
    renderInApp(<MyTasksPanel />);
    expect(await screen.findByText('You have no open tasks.')).toBeTruthy();
  });
});

describe('the task modal (issue 14)', () => {
  it('requires a title, then sends the task with its due date and assignee', async () => {
    const onClose = vi.fn();
    renderInApp(
      <TaskModal
        matterID={MATTER_ID}
        team={[{ userID: 'c0000000-0000-4000-8000-000000000009', name: 'Priya Shah' }]}
        task={{ ...TODAY, assignee: { userID: 'c0000000-0000-4000-8000-000000000009', name: 'Priya Shah' } }}
        opened
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'File the IHT400 today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          url: '/api/Tasks/t2',
          body: {
            title: 'File the IHT400 today',
            detail: null,
            dueDate: '2026-11-26',
            assigneeUserID: 'c0000000-0000-4000-8000-000000000009',
          },
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
