import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, aboutCount } from './Pagination';

afterEach(cleanup);

const show = (pagination: Parameters<typeof Pagination>[0]['pagination']) =>
  render(
    <MantineProvider>
      <Pagination pagination={pagination} onPageChange={vi.fn()} />
    </MantineProvider>,
  );

describe("a list's total (issue 16: large lists say 'about')", () => {
  it('shows an exact total as it is', () => {
    show({ currentPage: 3, totalPages: 5, pageSize: 10, totalCount: 42 });
    expect(screen.getByText('Showing 21–30 of 42')).toBeTruthy();
  });

  it('shows an estimated total as "about", rounded', () => {
    show({ currentPage: 1, totalPages: 9844, pageSize: 10, totalCount: 98431, totalIsEstimate: true });
    expect(screen.getByText('Showing 1–10 of about 98,000')).toBeTruthy();
    expect(aboutCount(1001)).toBe('about 1,000');
    expect(aboutCount(1290)).toBe('about 1,300');
    expect(aboutCount(7)).toBe('about 7');
  });
});
