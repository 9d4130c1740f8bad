import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpContext, type HelpContextValue } from '../app/help/help-context';
import { PageHeader } from './PageHeader';

afterEach(cleanup);

const HELP_BUTTON = /^Help: open the help/;

function renderAt(
  url: string,
  header: ReactNode,
  help: HelpContextValue = { openHelp: vi.fn(), isAvailable: true },
) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <HelpContext.Provider value={help}>{header}</HelpContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return help;
}

describe("the page header's help button (spec 01 §2, 02 §2.2)", () => {
  it('opens the help at the subsection of the current URL', () => {
    const help = renderAt(
      '/secure/matters/6f1c2d3e-0000-4000-8000-000000000001/team',
      <PageHeader title="Team" />,
    );
    fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
    expect(help.openHelp).toHaveBeenCalledWith('matters-team');
  });

  it('maps report details, users and the plain matter list too', () => {
    const cases: [string, string][] = [
      ['/secure/reports/report-details?path=%2Fa&name=A', 'report-details'],
      ['/secure/users?page=2', 'users'],
      ['/secure/matters?status=active', 'matters'],
    ];
    for (const [url, expected] of cases) {
      const help = renderAt(url, <PageHeader title="Page" />);
      fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
      expect(help.openHelp).toHaveBeenCalledWith(expected);
      cleanup();
    }
  });

  it("opens the charity side's pages at theirs, and a charity's dashboard at the charity dashboard", () => {
    const legacy = renderAt(
      '/secure/charity-legacies/7b2e9c1a-0000-4000-8000-000000000001/legacy-details',
      <PageHeader title="Legacy Details" />,
    );
    fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
    expect(legacy.openHelp).toHaveBeenCalledWith('legacy-details');
    cleanup();
    const charity = renderAt('/secure/dashboard', <PageHeader title="Dashboard" />, {
      openHelp: vi.fn(),
      isAvailable: true,
      roles: ['Charity'],
    });
    fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
    expect(charity.openHelp).toHaveBeenCalledWith('charity-dashboard');
    cleanup();
    const firm = renderAt('/secure/dashboard', <PageHeader title="Dashboard" />, {
      openHelp: vi.fn(),
      isAvailable: true,
      roles: ['Matter Admin'],
    });
    fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
    expect(firm.openHelp).toHaveBeenCalledWith('dashboard');
  });

  it('opens at a subsection the page names, and shows no button when the page says so', () => {
    const help = renderAt(
      '/secure/terms-and-conditions',
      <PageHeader title="Terms" helpSubsectionId="account" />,
    );
    fireEvent.click(screen.getByRole('button', { name: HELP_BUTTON }));
    expect(help.openHelp).toHaveBeenCalledWith('account');
    cleanup();
    renderAt('/secure/users', <PageHeader title="Team" helpSubsectionId={null} />);
    expect(screen.queryByRole('button', { name: HELP_BUTTON })).toBeNull();
  });

  it('shows no button where no subsection fits, or while help is unavailable', () => {
    renderAt('/secure/terms-and-conditions', <PageHeader title="Terms" />);
    expect(screen.queryByRole('button', { name: HELP_BUTTON })).toBeNull();
    cleanup();
    renderAt('/secure/users', <PageHeader title="Team" />, { openHelp: vi.fn(), isAvailable: false });
    expect(screen.queryByRole('button', { name: HELP_BUTTON })).toBeNull();
  });
});
