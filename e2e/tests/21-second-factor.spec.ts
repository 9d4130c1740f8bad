import { expect, type Page, test } from './a11y';
import { generate } from 'otplib';
import {
  accessToken,
  DEMO_PASSWORD,
  DESKTOP,
  enterTotpCode,
  expectNoSeriousA11yViolations,
  newPage,
  shootBothWidths,
  signIn,
  signOut,
  toast,
  totpSecrets,
} from './support';

/**
 * Issue 13, second factor: a user sets up an authenticator app on the account's security page and
 * signs in with it and with a recovery code (once); their firm's Matter Admin resets it; a company
 * that requires a second factor takes its user through setting one up right after the password.
 */

/** The key shown on a setup page, without its spaces. */
async function shownKey(page: Page): Promise<string> {
  return ((await page.locator('[data-secret]').innerText()) ?? '').replaceAll(/\s/g, '');
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/secure');
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.configure({ mode: 'serial' });

const USER = 'support@harbourfinch.test';
let recoveryCodes: string[] = [];

test('a user sets up an authenticator app, then signs in with a code and once with a recovery code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, USER);
  await page.goto('/identity/account');
  await page.getByRole('link', { name: /Sign-in security/ }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  await shootBothWidths(page, 'security-off');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = await shownKey(page);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'open the key in your app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await shootBothWidths(page, 'security-setup');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right').first()).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your authenticator app is set up.')).toBeVisible();
  recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).locator('code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await shootBothWidths(page, 'security-codes');
  await expectNoSeriousA11yViolations(page);
  totpSecrets.set(USER, key);

  // Sign out, and in again: the password, then a code of the app.
  await page.goto('/secure');
  await signOut(page);
  await passwordStep(page, USER);
  await expect(page.getByRole('heading', { name: 'Check it is you' })).toBeVisible();
  await shootBothWidths(page, 'second-step');
  await expectNoSeriousA11yViolations(page);
  await enterTotpCode(page, key);
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));

  // Once with a recovery code; the same code does not work twice.
  await signOut(page);
  await passwordStep(page, USER);
  await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
  await signOut(page);
  await passwordStep(page, USER);
  await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That code is not right, or it has already been used.')).toBeVisible();
});

test("the firm's Matter Admin resets the user's second factor; the user signs in with the password alone", async ({
  page,
}) => {
  await signIn(page, 'matter.admin@harbourfinch.test', '/secure/users');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: USER });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByText(/Reset the second factor of/)).toBeVisible();
  await shootBothWidths(page, 'reset-second-factor');
  await page.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(toast(page, 'has been reset')).toBeVisible();
  totpSecrets.delete(USER);

  const user = await page.context().browser()!.newPage({ viewport: DESKTOP });
  await signIn(user, USER);
  await expect(user).toHaveURL(/\/secure/);
  await user.close();
});

test('a company that requires a second factor takes its user through setting one up at the next sign-in', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = 'matter.admin@northgate.test';
  await signIn(adminPage, admin, '/secure/users');
  await expect(adminPage.getByText('Require a second factor')).toBeVisible();
  await adminPage.getByRole('switch', { name: 'Require a second factor' }).click({ force: true });
  await adminPage.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(adminPage, 'A second factor is now required')).toBeVisible();
  await expect(adminPage.getByRole('switch', { name: 'Require a second factor' })).toBeChecked();
  await shootBothWidths(adminPage, 'team-require-second-factor');
  // The token of that sign-in (password only) no longer opens the API.
  const token = await accessToken(adminPage);
  const refused = await adminPage.request.get('/api/User', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  // The next sign-in (another browser) asks to set one up right after the password.
  const page = await newPage(browser);
  await passwordStep(page, admin);
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible();
  await shootBothWidths(page, 'enrol-at-sign-in');
  await expectNoSeriousA11yViolations(page);
  const key = await shownKey(page);
  await page.getByLabel('Code', { exact: true }).fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your authenticator app is set up' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).locator('li')).toHaveCount(10);
  await shootBothWidths(page, 'enrol-codes');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to Probity' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
  totpSecrets.set(admin, key);

  // The administrator switches it off again (leaving the demo data as it was for other journeys).
  await page.goto('/secure/users');
  await page.getByRole('switch', { name: 'Require a second factor' }).click({ force: true });
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'A second factor is now optional')).toBeVisible();
});
