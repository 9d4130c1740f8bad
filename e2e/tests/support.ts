import { type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Probity-Demo-2026!';

/** Signs in through the identity server's own page, starting from a page of the product. */
export async function signIn(page: Page, email: string, startAt = '/secure') {
  await page.goto(startAt);
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
}

/** The labels of the side navigation links, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav).toBeAttached();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
}
