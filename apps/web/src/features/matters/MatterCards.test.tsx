import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatterListItem } from '../../api/matters';
import { MatterCards } from './MatterCards';
import { matterColumns } from './matter-columns';

afterEach(cleanup);

const matter = (reference: string, title: string | null): MatterListItem => ({
  matterID: `id-${reference}`,
  reference,
  title,
  isDefaultTitle: true,
  status: { statusID: 's', name: 'Pre-Engagement', description: '' },
  matterType: { matterTypeID: 't', name: 'Estate', description: '' },
  createdDate: '2026-05-02T10:00:00Z',
  team: [],
  viewingIndividual: null,
  isOwner: false,
});

describe('the matter list names each matter (issue 14)', () => {
  it('has a sortable Title column after the reference, and a dash for a matter without one', () => {
    const columns = matterColumns(false);
    expect(columns.map((c) => c.key).slice(0, 3)).toEqual(['status', 'reference', 'title']);
    const title = columns.find((c) => c.key === 'title')!;
    expect(title.sortField).toBe('title');
    render(
      <MantineProvider>
        {title.render(matter('E-1', 'Estate of Margaret Hale'))}
        {title.render(matter('W-1', null))}
      </MantineProvider>,
    );
    expect(screen.getByText('Estate of Margaret Hale')).toBeTruthy();
    expect(screen.getByLabelText('No title')).toBeTruthy();
  });

  it('shows the title on the mobile cards, under the reference', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <MatterCards
            matters={[matter('E-1', 'Estate of Margaret Hale'), matter('W-1', null)]}
            isIndividual={false}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'E-1' })).toBeTruthy();
    expect(screen.getByText('Estate of Margaret Hale')).toBeTruthy();
    expect(screen.getAllByText('Pre-Engagement')).toHaveLength(2);
  });
});
