import { expect, test } from './a11y';
import {
  DEMO_PASSWORD,
  DESKTOP,
  expectNoSeriousA11yViolations,
  navLabels,
  shootBothWidths,
  signIn,
  signOut,
} from './support';

/** Issue 13: a passkey enrolled from the account pages signs in without a password. */

test('a client adds a passkey, signs out and signs in with it and no password', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // Chromium's virtual authenticator: a platform authenticator with resident keys and a fingerprint.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, 'client@probity.test');
  await page.goto('/identity/account');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('You have no passkeys yet.');
  await section.getByRole('link', { name: 'Manage passkeys' }).click();
  await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeVisible();

  // Without a name the page says what is missing.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Name: Required')).toBeVisible();

  await page.getByLabel('Name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey “Work laptop” has been added.')).toBeVisible();
  const list = page.getByRole('region', { name: 'Your passkeys' });
  await expect(list).toContainText('Work laptop');
  await expect(list).toContainText('Not used yet');
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'passkeys');

  await page.goto('/identity/account');
  await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText('You have 1 passkey.');
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'account-passkeys');

  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await page.goto('/secure');
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
  await signOut(page);

  await page.goto('/secure');
  await page.waitForURL(/\/identity\/interaction\//);
  const passkeyButton = page.getByRole('button', { name: 'Use a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'sign-in-with-passkey');

  // No e-mail address, no password: the browser offers the discoverable credential.
  await passkeyButton.click();
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
  expect(await navLabels(page)).toContain('Matters');

  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
  await page.goto('/identity/account/passkeys');
  await expect(page.getByRole('region', { name: 'Your passkeys' })).toContainText('Last used');

  // Removed again with the password, so that later journeys sign the client in as the README says.
  await page.getByRole('link', { name: /^Remove/ }).click();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('Your passkey “Work laptop” has been removed.')).toBeVisible();
  await context.close();
});
