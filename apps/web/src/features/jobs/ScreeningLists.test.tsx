import { MantineProvider } from '@mantine/core';
import type { ScreeningListStatus } from '@probity/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreeningListsTable } from './ScreeningLists';

afterEach(cleanup);

const lists: ScreeningListStatus[] = [
  {
    list: 'sanctions',
    state: 'stale',
    publishedOn: '2026-10-01',
    designationCount: 4213,
    importedAt: '2026-10-02T05:30:12.000Z',
    source: 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml',
    isSample: false,
    maxAgeDays: 30,
  },
  {
    list: 'pep',
    state: 'missing',
    publishedOn: null,
    designationCount: null,
    importedAt: null,
    source: null,
    isSample: false,
    maxAgeDays: null,
  },
];

describe('ScreeningListsTable', () => {
  it("shows each list's publication date, size, import time, source and state", () => {
    render(
      <MantineProvider env="test">
        <ScreeningListsTable lists={lists} />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Screening lists' });
    const [, sanctions, pep] = within(table).getAllByRole('row');
    expect(within(sanctions!).getByText('UK Sanctions List')).toBeTruthy();
    expect(within(sanctions!).getByText('01/10/2026')).toBeTruthy();
    expect(within(sanctions!).getByText('4,213')).toBeTruthy();
    expect(within(sanctions!).getByText('02/10/2026 05:30 GMT')).toBeTruthy();
    expect(within(sanctions!).getByText(lists[0]!.source!)).toBeTruthy();
    expect(within(sanctions!).getByText('Too old')).toBeTruthy();
    expect(within(pep!).getByText('PEP list')).toBeTruthy();
    expect(within(pep!).getAllByText('Not loaded')).toHaveLength(2);
    expect(screen.getByText('A sanctions list older than 30 days is refused.')).toBeTruthy();
  });
});
