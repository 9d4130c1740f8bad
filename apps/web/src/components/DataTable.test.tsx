import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

afterEach(cleanup);

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
