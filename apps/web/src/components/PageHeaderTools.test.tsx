import { MantineProvider } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@probity/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './PageHeaderTools';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function renderList() {
  window.history.replaceState(null, '', '/companies');
  render(
    <MantineProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/companies" element={<SearchBox label="Search companies" />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>,
  );
}

describe("a list's search box", () => {
  it('writes what was typed to the address once the typing pauses', () => {
    vi.useFakeTimers();
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), {
      target: { value: 'Lockwood' },
    });
    expect(window.location.search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/companies?search=Lockwood');
  });

  it('does not bring the browser back to the list when a link was followed before the search was written', () => {
    vi.useFakeTimers();
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), {
      target: { value: 'Lockwood' },
    });
    // A link followed: the address changes at once, while React still shows the list (the next
    // page's code loading) — the box is still there when its pending search comes due.
    window.history.pushState(null, '', '/companies/0f000000-0000-4000-8000-000000000abc/details');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(window.location.pathname).toBe('/companies/0f000000-0000-4000-8000-000000000abc/details');
    expect(window.location.search).toBe('');
  });
});
