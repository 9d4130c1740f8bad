import { type Locator, type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, accessToken, closeToasts, matterIdOf, newPage, signIn } from './support';

/**
 * spec 02 §2.1 the individual details panel of the matter details (tabs Details and Chat, the
 * chat tab's unread count, Manage Individual) and spec 02 §2.8 the Team page's Edit action
 * (enabled with the Team page's update right, else "You can't edit other users"). On the trust
 * HF/TRU/2026/009 the firm invites a second settlor, the partner writes to them, and Priya Shah
 * (Matter Executive, on the team) sees the message counted. Screenshots at desktop and mobile widths.
 */

const REFERENCE = 'HF/TRU/2026/009';
const RUN = Date.now().toString(36);

async function shoot(page: Page, name: string, focus?: Locator) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `screenshots/matter-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

async function call(page: Page, method: 'get' | 'post', url: string, data?: unknown) {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request[method](url, { headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return response.json();
}

test('the matter details panel counts unread chat and links to Manage Individual; Team has Edit', async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await signIn(admin, 'matter.admin@harbourfinch.test');
  const matterID = await matterIdOf(admin, REFERENCE);
  const me = await call(admin, 'get', '/api/User');

  // A second settlor, invited (so linked to a user and able to chat).
  const settlor = await call(admin, 'post', '/api/User/Invite', {
    firstName: 'Tomas',
    surname: `Reyes${RUN}`,
    email: `tomas.reyes.${RUN}@example.test`,
    roles: ['Individual'],
    organisationID: me.organisationID,
    matterID,
    individualTypeID: 'settlor',
  });
  const settlorName = `Tomas Reyes${RUN}`;

  // The partner writes to the settlor: one message the Matter Admin has not read.
  const partner = await newPage(browser);
  await signIn(partner, 'partner@harbourfinch.test');
  const chat = await call(
    partner,
    'get',
    `/api/Conversations/Individual/${matterID}/${settlor.individualID}`,
  );
  await call(partner, 'post', `/api/Conversations/${chat.conversationID}`, {
    message: 'Welcome Tomas, we will send the trust deed for signature this week.',
    documents: [],
    taggedUsers: [],
    pinned: false,
  });

  // Priya Shah, on the matter's team (the individual chats are the team's), reads the details.
  const executive = await newPage(browser);
  await signIn(executive, 'executive@harbourfinch.test');
  await executive.goto(`/secure/matters/${matterID}/details`);
  const panels = executive.getByRole('region', { name: 'Settlors' });
  await expect(panels).toBeVisible();
  const hugh = panels.getByRole('article', { name: 'Hugh Ashby' });
  const tomas = panels.getByRole('article', { name: settlorName });
  await expect(hugh.getByRole('tab', { name: /Details/ })).toBeVisible();
  await expect(hugh.getByLabel('0 unread')).toBeVisible();
  await expect(tomas.getByLabel('1 unread')).toBeVisible();
  await expect(tomas.getByText(`tomas.reyes.${RUN}@example.test`)).toBeVisible();
  await shoot(executive, 'details-panel', tomas);

  // The Chat tab: the settlor's chat with the partner's message; Hugh is not registered.
  await tomas.getByRole('tab', { name: /Chat/ }).click();
  await expect(tomas.getByText('Welcome Tomas, we will send the trust deed')).toBeVisible();
  await shoot(executive, 'details-panel-chat', tomas);
  await tomas.getByRole('tab', { name: /Details/ }).click();
  await expect(tomas.getByLabel('0 unread')).toBeVisible();
  await hugh.getByRole('tab', { name: /Chat/ }).click();
  await expect(hugh.getByText('Chat unavailable')).toBeVisible();

  // Manage Individual opens the manage page of that individual.
  await tomas.getByRole('link', { name: `Manage Individual ${settlorName}` }).click();
  await expect(executive).toHaveURL(
    new RegExp(`/secure/matters/${matterID}/individuals/${settlor.individualID}/manage$`),
  );
  await expect(executive.getByRole('heading', { level: 1, name: settlorName })).toBeVisible();

  // Team: Edit beside Remove on the other rows; it opens the user form.
  await admin.goto(`/secure/matters/${matterID}/team`);
  const edit = admin.getByRole('button', { name: 'Edit Priya Shah' });
  await expect(edit).toBeEnabled();
  await expect(admin.getByRole('button', { name: 'Edit Edward Harbour' })).toBeEnabled();
  await shoot(admin, 'team-edit');
  await edit.click();
  const dialog = admin.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Priya');
  await shoot(admin, 'team-edit-user', dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A role without the Team page's update right: Edit is disabled with the spec's reason.
  await partner.goto(`/secure/matters/${matterID}/team`);
  const refused = partner.getByRole('button', { name: 'Edit Priya Shah' });
  await expect(refused).toBeDisabled();
  // Rows for the current user have no actions.
  await expect(partner.getByRole('button', { name: 'Edit Edward Harbour' })).toHaveCount(0);
  await refused.locator('xpath=..').hover();
  await expect(partner.getByText("You can't edit other users")).toBeVisible();
  await partner.setViewportSize(MOBILE);
  await expect(partner.getByRole('list', { name: 'Team members' })).toBeVisible();
  await partner.screenshot({ path: 'screenshots/matter-team-edit-refused-mobile.png' });
  await partner.setViewportSize(DESKTOP);
  await refused.locator('xpath=..').hover();
  await expect(partner.getByText("You can't edit other users")).toBeVisible();
  await partner.screenshot({ path: 'screenshots/matter-team-edit-refused-desktop.png' });
});
