import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useReloadOnSameUrl } from './use-reload-on-same-url';

function Page() {
  useReloadOnSameUrl();
  return null;
}

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/secure/matters?status=active'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, invalidate };
}

describe('navigating to the same URL (spec 01 §2)', () => {
  it('refetches the page when a link leads to the address already shown', async () => {
    const { router, invalidate } = setUp();
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => router.navigate('/secure/matters?status=active'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('leaves a change of page or of query string alone', async () => {
    const { router, invalidate } = setUp();
    await act(() => router.navigate('/secure/matters?status=complete'));
    await act(() => router.navigate('/secure/dashboard'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('navigating to the same URL with the declarative router the app uses (issue 16)', () => {
  it('refetches on a link to the address shown, not on a link to another query string', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/secure/matters?status=active']}>
          <Page />
          <Link to="/secure/matters?status=active">Same</Link>
          <Link to="/secure/matters?status=complete">Other</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(invalidate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
