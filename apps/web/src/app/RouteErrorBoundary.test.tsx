import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('The page could not load');
}

function Pages() {
  const location = useLocation();
  const element = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <p>A page that works</p> },
  ]);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

function setUp() {
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/fine">Elsewhere</Link>
      <Pages />
    </MemoryRouter>,
  );
}

describe('an error while rendering a page (the data router used to catch it)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the error in place of the pages, as the data router did', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page could not load' })).toBeTruthy();
  });

  it('tries the pages again at a new address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('A page that works')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
