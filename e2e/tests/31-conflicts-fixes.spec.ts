import { type Locator, type Page, expect as baseExpect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  shootBothWidths,
  signIn,
  toast,
} from './support';

/**
 * Issue 14, "Fix what was found" and the conflict check: a Matter Admin starts a New Matter whose
 * Testator is Iris Bennett, already an executor of HF/EST/2026/014, and is warned before saving
 * (a warning, not a block); the individual form of the new matter warns the same, leaving out
 * the matter itself; removing a team member and changing the owner ask first; at 390 px every
 * matter tab, Chat last, is on screen; a firm user not on the team sees no Broadcast button.
 * The matter is deleted at the end, so the demo data stays as it was.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const REFERENCE = 'J31/CONFLICT/001';
const SEEDED = 'HF/EST/2026/014';

async function api(page: Page, method: 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const res = await page.request.fetch(url, { method, headers, data });
  expect(res.ok(), `${method} ${url}`).toBe(true);
}

/** Screenshots at 1440 and 390 px with `shown` scrolled into view inside its modal at each width. */
async function shootShowing(page: Page, shown: Locator, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

/** Every link of the matter navigation lies wholly inside the 390 px viewport, `last` among them. */
async function expectTabsOnScreen(page: Page, last: string) {
  const nav = page.getByRole('navigation', { name: 'Matter' });
  await expect(nav.getByRole('link', { name: last })).toBeVisible();
  const links = await nav.getByRole('link').all();
  expect(await links.at(-1)!.textContent()).toBe(last);
  for (const link of links) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  }
}

test('conflict warnings, confirmations, the mobile tabs and the broadcast rule', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.goto('/secure/matters');

  // New Matter with its main individual: the conflict check runs as the user types.
  await page.getByRole('button', { name: 'New Matter' }).click();
  const create = page.getByRole('dialog', { name: 'New Matter' });
  await create.getByLabel('Reference').fill(REFERENCE);
  await create.getByRole('radio', { name: /^Will/ }).click();
  const block = create.getByRole('group', { name: 'Testator (optional)' });
  await expect(block).toBeVisible();
  await block.getByRole('textbox', { name: 'First name' }).fill('Iris');
  await block.getByRole('textbox', { name: 'Last name' }).fill('Bennett');
  await block.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('14091968');
  const warning = create.getByTestId('conflict-warning');
  await expect(warning).toContainText(SEEDED);
  await expect(warning).toContainText('as Executor');
  await expect(warning).toContainText('same name and date of birth');
  await block.getByRole('textbox', { name: 'Email' }).fill('CLIENT@probity.test');
  await expect(warning).toContainText('same name and date of birth, same e-mail');
  await shootShowing(page, warning, '31-new-matter-conflict');
  await expectNoSeriousA11yViolations(page);

  // A warning, not a block: the matter is created with its Testator.
  await create.getByRole('button', { name: 'Create matter' }).click();
  await expect(toast(page, `${REFERENCE}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: REFERENCE })).toBeVisible();
  await expect(page.getByText('Iris Bennett').first()).toBeVisible();
  await closeToasts(page);
  const matterID = await matterIdOf(page, REFERENCE);

  // The individual form of this matter warns about the seeded matter, never this one.
  await page.goto(`/secure/matters/${matterID}/individuals`);
  await page.getByRole('button', { name: 'Add Individual' }).click();
  await page
    .getByRole('dialog', { name: 'Add individual to matter' })
    .getByRole('button', { name: /Add Manually/ })
    .click();
  const form = page.getByRole('dialog', { name: 'Add individual' });
  await form.getByRole('textbox', { name: 'Email' }).fill('client@probity.test');
  const formWarning = form.getByTestId('conflict-warning');
  await expect(formWarning).toContainText(SEEDED);
  await expect(formWarning).toContainText('same e-mail');
  await expect(formWarning).not.toContainText(REFERENCE);
  await expect(formWarning).toContainText('This person already appears on 2 other matters of your firm:');
  await shootShowing(page, formWarning, '31-individual-form-conflict');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Close' }).click();

  // Removing a member and changing the owner ask first; "No" changes nothing.
  await page.goto(`/secure/matters/${matterID}/team`);
  const me = (await (
    await page.request.get('/api/User', { headers: { authorization: `Bearer ${await accessToken(page)}` } })
  ).json()) as { userID: string; organisationID: string };
  const users = (await (
    await page.request.get(`/api/User/Organisation/${me.organisationID}`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      params: { pageCount: 50 },
    })
  ).json()) as { userID: string; emailAddress: string; firstName: string; surname: string }[];
  const support = users.find((u) => u.emailAddress === 'support@harbourfinch.test')!;
  await api(page, 'PATCH', `/api/Matters/${matterID}/Team`, [
    { userID: me.userID },
    { userID: support.userID },
  ]);
  await page.reload();
  const supportName = `${support.firstName} ${support.surname}`;
  await page.getByRole('button', { name: `Remove ${supportName}` }).click();
  const removeDialog = page.getByRole('dialog', { name: `Remove ${supportName} from the team?` });
  await expect(removeDialog).toBeVisible();
  await shootBothWidths(page, '31-remove-member-confirm');
  await expectNoSeriousA11yViolations(page);
  await removeDialog.getByRole('button', { name: 'No, keep them' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Remove ${supportName}` })).toBeVisible();
  await page.getByRole('radio', { name: `Make ${supportName} the owner` }).click();
  const ownerDialog = page.getByRole('dialog', { name: `Make ${supportName} the owner?` });
  await expect(ownerDialog).toContainText('will no longer be the owner of this matter.');
  await ownerDialog.getByRole('button', { name: 'No, keep the owner' }).click();
  await expect(ownerDialog).toBeHidden();
  // Support leaves the team again, so the broadcast rule can be seen from outside it.
  await api(page, 'PATCH', `/api/Matters/${matterID}/Team`, [{ userID: me.userID }]);

  // At 390 px every tab of the matter is wholly on screen: the tabs wrap instead of scrolling.
  await page.setViewportSize(MOBILE);
  await page.goto(`/secure/matters/${matterID}/details`);
  await expectTabsOnScreen(page, 'Activity');
  await page.screenshot({ path: 'screenshots/31-matter-tabs-mobile.png', fullPage: true });
  await expect(page.getByRole('button', { name: 'Broadcast message' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The client's Chat tab (mobile only, the last one) too.
  const client = await newPage(browser);
  await signIn(client, 'client@probity.test');
  const clientHeaders = { authorization: `Bearer ${await accessToken(client)}` };
  const clientUser = (await (await client.request.get('/api/User', { headers: clientHeaders })).json()) as {
    userID: string;
  };
  const theirs = (await (
    await client.request.get(`/api/Matters/Individual/${clientUser.userID}`, { headers: clientHeaders })
  ).json()) as { matterID: string; reference: string }[];
  const seeded = theirs.find((m) => m.reference === SEEDED)!;
  await client.setViewportSize(MOBILE);
  await client.goto(`/secure/matters/${seeded.matterID}/details`);
  await expectTabsOnScreen(client, 'Chat');
  await client.screenshot({ path: 'screenshots/31-client-tabs-mobile.png' });
  await client.context().close();

  // A firm user not on the team reads the matter but gets no Broadcast button (the server says 403).
  const other = await newPage(browser);
  await signIn(other, 'support@harbourfinch.test');
  await other.goto(`/secure/matters/${matterID}/details`);
  await expect(other.getByRole('heading', { name: REFERENCE })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Broadcast message' })).toHaveCount(0);
  const refused = await other.request.post('/api/Conversations/Broadcast/', {
    headers: { authorization: `Bearer ${await accessToken(other)}` },
    data: { matterID, message: 'Hello', charities: true },
  });
  expect(refused.status()).toBe(403);
  await other.context().close();

  // Leave the demo data as found.
  await api(page, 'DELETE', `/api/Matters/${matterID}`);
  await page.context().close();
});
