import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

afterEach(cleanup);

const table = (
  <MantineProvider env="test">
    <MemoryRouter>
      <DataTable
        caption="Job runs"
        emptyText="None"
        rows={[{ id: '1', name: 'Ada' }]}
        getRowKey={(row) => row.id}
        columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
      />
    </MemoryRouter>
  </MantineProvider>
);

describe('DataTable sideways scrolling (issue 15, axe scrollable-region-focusable)', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  });

  it('lets the keyboard reach a table wider than the screen, named after the table', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 720 });
    render(table);
    const region = screen.getByRole('region', { name: 'Job runs (scrolls sideways)' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Job runs' }))).toBe(true);
  });

  it('adds no focus stop when the table fits', () => {
    render(table);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
  });
});

describe('DataTable headings (issue 15)', () => {
  it('names a column of row actions that shows no heading, for screen readers', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <DataTable
            caption="People"
            emptyText="None"
            rows={[{ id: '1', name: 'Ada' }]}
            getRowKey={(row) => row.id}
            columns={[
              { key: 'name', header: 'Name', render: (row) => row.name },
              { key: 'actions', header: '', render: () => <button type="button">Remove</button> },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Actions']);
  });
});
