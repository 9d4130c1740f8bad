import { type Page, expect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  accessToken,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  signIn,
} from './support';

/**
 * Issue 13 "Sessions that end": a Matter Executive (executive@harbourfinch.test) has the chat with
 * Iris Bennett open; the firm's Matter Admin locks them in another browser; within seconds their
 * socket is gone and they are sent to sign-in, so the chat shows no later message. "Sign out
 * everywhere" on the account page ends a second browser's session. The idle warning (a minute
 * before the end, with the time left, "Stay signed in" and "Sign out") at 1440 and 390 px.
 */

const REFERENCE = 'HF/EST/2026/014';
const RUN = Date.now().toString(36);

const bearer = async (page: Page) => ({ authorization: `Bearer ${await accessToken(page)}` });

async function me(page: Page) {
  return (await (await page.request.get('/api/User', { headers: await bearer(page) })).json()) as {
    userID: string;
    firstName: string;
    surname: string;
    emailAddress: string;
    roles: string[];
  };
}

test("a locked user's open chat stops receiving messages: their socket is gone and they are sent to sign-in", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const executive = await newPage(browser);
  await signIn(executive, 'executive@harbourfinch.test');
  const matterID = await matterIdOf(executive, REFERENCE);
  const base = `/secure/matters/${matterID}`;
  await executive.goto(`${base}/individuals`);
  await executive
    .getByRole('button', { name: /^Chat with Iris .*Bennett$/ })
    .first()
    .click();
  const executiveChat = executive.getByRole('dialog');
  await expect(executiveChat.getByRole('textbox', { name: 'Message' })).toBeVisible();

  const client = await newPage(browser);
  await signIn(client, 'client@probity.test');
  await client.goto(`${base}/details`);
  await client.getByRole('button', { name: 'Chat', exact: true }).click();
  const clientChat = client.getByRole('dialog');
  const send = async (text: string) => {
    await clientChat.getByRole('textbox', { name: 'Message' }).fill(text);
    await clientChat.getByRole('button', { name: 'Send message' }).click();
  };

  // Live before the lock: the executive sees the client's message without reloading.
  await send(`Before the lock ${RUN}`);
  await expect(executiveChat.getByText(`Before the lock ${RUN}`)).toBeVisible();

  // The firm's Matter Admin locks the executive from another browser.
  const admin = await newPage(browser);
  await signIn(admin, 'matter.admin@harbourfinch.test');
  const target = await me(executive);
  const form = {
    firstName: target.firstName,
    surname: target.surname,
    emailAddress: target.emailAddress,
    roles: target.roles,
  };
  const locked = await admin.request.put(`/api/User/${target.userID}`, {
    headers: await bearer(admin),
    data: { ...form, status: 'locked' },
  });
  expect(locked.status()).toBe(200);
  const lockedAt = Date.now();
  try {
    // Within seconds the executive's socket is gone and their browser is on the sign-in page.
    // The chat is left within seconds (measured: the API answered 401 half a second after the
    // lock); the sign-in page itself may take longer on a busy machine.
    await expect(executive).toHaveURL(/\/(authentication\/login|identity\/)/, { timeout: 10_000 });
    expect(Date.now() - lockedAt).toBeLessThan(10_000);
    await expect(executive.getByLabel('E-mail address')).toBeVisible({ timeout: 60_000 });
    await send(`After the lock ${RUN}`);
    await expect(clientChat.getByText(`After the lock ${RUN}`)).toBeVisible();
    await expect(executive.getByText(`After the lock ${RUN}`)).toHaveCount(0);
  } finally {
    // Later journeys sign the executive in again.
    const unlocked = await admin.request.put(`/api/User/${target.userID}`, {
      headers: await bearer(admin),
      data: { ...form, status: 'active' },
    });
    expect(unlocked.status()).toBe(200);
  }
});

test('"Sign out everywhere" on the account page ends the session of a second browser', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const here = await newPage(browser);
  const elsewhere = await newPage(browser);
  await signIn(here, 'support@harbourfinch.test');
  await signIn(elsewhere, 'support@harbourfinch.test');
  const elsewhereToken = await accessToken(elsewhere);

  await here.goto('/identity/account');
  await expect(here.getByRole('heading', { name: 'Sign out everywhere' })).toBeVisible();
  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here.getByRole('heading', { name: 'You have been signed out everywhere' })).toBeVisible();

  // The other browser's token is refused at once, and its open page is sent to sign-in.
  const refused = await elsewhere.request.get('/api/User', {
    headers: { authorization: `Bearer ${elsewhereToken}` },
  });
  expect(refused.status()).toBe(401);
  await expect(elsewhere).toHaveURL(/\/(authentication\/login|identity\/)/, { timeout: 10_000 });
  await expect(elsewhere.getByLabel('E-mail address')).toBeVisible({ timeout: 60_000 });
  // And this browser's identity session ended too: the product asks for the password again.
  await here.goto('/secure');
  await expect(here.getByLabel('E-mail address')).toBeVisible({ timeout: 60_000 });
  await expect(here).toHaveURL(/\/identity\//);
});

test('warns a minute before the idle timeout, stays signed in on request, and signs out at the end', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // The page's clock runs at real speed, and the test moves it on where it would only wait.
  await page.clock.install();
  // The browser's idle time comes with the client configuration: 90 seconds here, so the warning
  // shows after 30 seconds without input (the server keeps its own 30 minutes).
  await page.route('**/_configuration/probity-web', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, sessionIdleMinutes: 1.5 } });
  });
  await signIn(page, 'partner@harbourfinch.test');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(29_000);
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await expect(warning.getByRole('timer')).toContainText(/0:[0-5]\d/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'screenshots/sessions-idle-warning-desktop.png' });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'screenshots/sessions-idle-warning-mobile.png' });
  await page.setViewportSize(DESKTOP);

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  expect((await page.request.get('/api/User', { headers: await bearer(page) })).status()).toBe(200);

  // Without input the warning comes back, and at the end the browser signs out.
  await page.clock.fastForward(29_000);
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await page.clock.fastForward(59_000);
  await expect(page.getByText('You successfully logged out!')).toBeVisible({ timeout: 15_000 });
  await context.close();
});
