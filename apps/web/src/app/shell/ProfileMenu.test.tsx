import { MantineProvider } from '@mantine/core';
import type { User } from '@probity/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/session';
import { SessionContext } from '../../auth/session';
import { theme } from '../theme';
import { ProfileMenu } from './ProfileMenu';

afterEach(cleanup);

function renderMenu(onOpenAccount: () => void = () => undefined) {
  const user = { userID: 'u1', name: 'Ada Lovelace', emailAddress: 'ada@example.com' } as User;
  const session = { user, roles: [], isAdministrator: false, isDemoMode: false } as unknown as Session;
  render(
    // env test: no transitions, and no layout for floating-ui to find the button out of view.
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <SessionContext.Provider value={session}>
          <ProfileMenu onOpenAccount={onOpenAccount} />
        </SessionContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: /Profile menu$/ });
}

describe('ProfileMenu (Mantine Menu loaded on the first click, issue 16)', () => {
  it('is a menu button named by the user before it has loaded', () => {
    const button = renderMenu();
    expect(button.textContent).toContain('Ada Lovelace');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click, with the focus in the menu, and gives it back to its button on Escape', async () => {
    let accountOpened = 0;
    renderMenu(() => accountOpened++);
    fireEvent.click(screen.getByRole('button', { name: /Profile menu$/ }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    const button = screen.getByRole('button', { name: /Profile menu$/ });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(accountOpened).toBe(1);
  });
});
