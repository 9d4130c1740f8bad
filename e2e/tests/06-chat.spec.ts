import { type Locator, type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, accessToken, closeToasts, matterIdOf, newPage, signIn, toast } from './support';

/**
 * Issue 6: a firm user (Priya Shah, executive@harbourfinch.test) and the registered individual
 * Iris Bennett (client@probity.test, an Executor on HF/EST/2026/014) chat live in two browser
 * contexts: a mention, an attachment, a pin and a delete; a broadcast from the matter reaches the
 * individual. A file over 4 MB goes up streamed and downloads whole; with individual chat turned
 * off by an administrator the individual sees 'Chat disabled'. Screenshots of documents, chat and
 * broadcast at desktop and 390 px widths.
 */

const REFERENCE = 'HF/EST/2026/014';
const RUN = Date.now().toString(36);

async function shoot(page: Page, name: string, sizes: 'both' | 'desktop' | 'mobile' = 'both') {
  await closeToasts(page);
  const all = [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const;
  for (const [size, viewport] of all.filter(([s]) => sizes === 'both' || s === sizes)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/chat-${name}-${size}.png` });
  }
}

function messages(scope: Locator | Page) {
  return scope.getByRole('log', { name: 'Messages' });
}

test('a firm user and the registered individual chat live; a broadcast reaches the individual', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const firm = await newPage(browser);
  await signIn(firm, 'executive@harbourfinch.test');
  const matterID = await matterIdOf(firm, REFERENCE);
  const base = `/secure/matters/${matterID}`;

  // Documents: upload one, see it listed with its type, then look at the page.
  await firm.goto(`${base}/documents`);
  await expect(firm.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await firm.locator('input[type=file]').setInputFiles({
    name: `estate-inventory-${RUN}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from('item,value\nhouse,350000\n'),
  });
  await expect(toast(firm, 'Successfully uploaded the document')).toBeVisible();
  const row = firm.getByRole('row').filter({ hasText: `estate-inventory-${RUN}.csv` });
  await expect(row).toBeVisible();
  await expect(row.getByText('CSV', { exact: true })).toBeVisible();

  // A file over 4 MB goes up as the streamed upload (the raw file, not a data URL), then is listed
  // and downloads whole.
  await closeToasts(firm);
  const bigName = `site-survey-${RUN}.bin`;
  const bigBytes = Buffer.alloc(5 * 1024 * 1024 + 321, 'probity');
  const streamed = firm.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/Document/Upload'),
  );
  await firm.locator('input[type=file]').setInputFiles({
    name: bigName,
    mimeType: 'application/octet-stream',
    buffer: bigBytes,
  });
  expect(new URL((await streamed).url()).searchParams.get('name')).toBe(bigName);
  await expect(toast(firm, 'Successfully uploaded the document')).toBeVisible();
  await expect(firm.getByRole('row').filter({ hasText: bigName })).toBeVisible();
  const headers = { authorization: `Bearer ${await accessToken(firm)}` };
  const listed = (await (
    await firm.request.get(`/api/Document/List/${matterID}`, { headers, params: { SearchTerm: bigName } })
  ).json()) as { documentID: string; fileSize: number }[];
  expect(listed.map((d) => d.fileSize)).toEqual([bigBytes.length]);
  const download = await firm.request.get(`/api/Document/${listed[0]!.documentID}`, { headers });
  expect((await download.body()).equals(bigBytes)).toBe(true);
  await row.getByRole('button', { name: `Manage access to estate-inventory-${RUN}.csv` }).click();
  const access = firm.getByRole('dialog', { name: 'Manage matter document access' });
  await access.getByLabel('Only firm members have access').check();
  await expect(access.getByRole('checkbox').first()).toBeChecked();
  await firm.screenshot({ path: 'screenshots/chat-document-access-desktop.png' });
  await access.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(firm, 'Updated document access')).toBeVisible();
  await shoot(firm, 'documents');

  // The firm opens Iris Bennett's chat from her row on the individuals page.
  await firm.goto(`${base}/individuals`);
  await firm
    .getByRole('button', { name: /^Chat with Iris .*Bennett$/ })
    .first()
    .click();
  const firmChat = firm.getByRole('dialog');
  const firmInput = firmChat.getByRole('textbox', { name: 'Message' });
  await expect(firmInput).toBeVisible();

  // The individual opens the matter chat from the matter header (desktop modal).
  const client = await newPage(browser);
  await signIn(client, 'client@probity.test');
  await client.goto(`${base}/details`);
  await client.getByRole('button', { name: 'Chat', exact: true }).click();
  const clientChat = client.getByRole('dialog');
  const clientInput = clientChat.getByRole('textbox', { name: 'Message' });
  await expect(clientInput).toBeVisible();

  // A mention: typing @ lists the chat users; Enter picks the highlighted one.
  const text = `Please check the inventory ${RUN}`;
  await firmInput.click();
  await firmInput.pressSequentially('@iris');
  await expect(firmChat.getByRole('option', { name: 'Iris Bennett' })).toBeVisible();
  await firmInput.press('Enter');
  await expect(firmInput).toHaveValue('@Iris Bennett ');
  await firmInput.pressSequentially(text);
  // An attachment.
  await firmChat.locator('input[type=file]').setInputFiles({
    name: `valuation-${RUN}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% valuation\n'),
  });
  await expect(firmChat.getByText(`valuation-${RUN}.pdf`)).toBeVisible();
  await firmChat.getByRole('button', { name: 'Send message' }).click();
  await expect(messages(firmChat).getByText(text)).toBeVisible();
  await expect(firmInput).toHaveValue('');

  // It reaches the individual live, mention and file included.
  await expect(messages(clientChat).getByText(text)).toBeVisible({ timeout: 15_000 });
  await expect(messages(clientChat).getByText('@Iris Bennett')).toBeVisible();
  await expect(messages(clientChat).getByRole('button', { name: 'Open file' })).toBeVisible();

  // The individual answers; the firm sees it live.
  const reply = `Thank you, I will look today ${RUN}`;
  await clientInput.fill(reply);
  await clientChat.getByRole('button', { name: 'Send message' }).click();
  await expect(messages(firmChat).getByText(reply)).toBeVisible({ timeout: 15_000 });

  // A pin: the banner shows n/total and 'See in chat'.
  const firmCard = messages(firmChat).locator('[data-message-id]').filter({ hasText: text });
  await firmCard.getByRole('button', { name: 'Pin message' }).click();
  await expect(firmChat.getByLabel('Pinned messages')).toContainText('1/1');
  await expect(firmChat.getByRole('button', { name: 'See in chat' })).toBeVisible();
  await shoot(firm, 'firm-chat', 'desktop');

  // A delete: only the author's own messages offer it; the confirmation, then it is gone.
  const clientReplyInFirm = messages(firmChat).locator('[data-message-id]').filter({ hasText: reply });
  await expect(clientReplyInFirm.getByRole('button', { name: 'Delete message' })).toHaveCount(0);
  const doomed = `This one was a mistake ${RUN}`;
  await firmInput.fill(doomed);
  await firmChat.getByRole('button', { name: 'Send message' }).click();
  await expect(messages(clientChat).getByText(doomed)).toBeVisible({ timeout: 15_000 });
  await messages(firmChat)
    .locator('[data-message-id]')
    .filter({ hasText: doomed })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await expect(firm.getByText('This will remove the message for everyone')).toBeVisible();
  await firm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(firm, 'Deleted the message.')).toBeVisible();
  await expect(messages(firmChat).getByText(doomed)).toHaveCount(0);
  await expect(messages(clientChat).getByText(doomed)).toHaveCount(0, { timeout: 15_000 });
  await shoot(client, 'client-chat', 'desktop');

  // A broadcast from the matter's details reaches the individual's chat.
  await firm.keyboard.press('Escape');
  await firm.goto(`${base}/details`);
  await firm.getByRole('button', { name: 'Broadcast message' }).click();
  const overlay = firm.getByRole('dialog', { name: 'Broadcast message' });
  await overlay.getByRole('button', { name: 'Send message' }).click();
  await expect(overlay.getByText("You can't send an empty message")).toBeVisible();
  await expect(overlay.getByText('You must select at least one user group')).toBeVisible();
  const broadcast = `The grant of probate has been issued ${RUN}`;
  await overlay.getByLabel('Message').fill(broadcast);
  await overlay.getByLabel('Individuals').check();
  await shoot(firm, 'broadcast');
  await overlay.getByRole('button', { name: 'Send message' }).click();
  await firm.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(toast(firm, 'Sent message to individuals.')).toBeVisible();
  await expect(messages(clientChat).getByText(broadcast)).toBeVisible({ timeout: 15_000 });

  // On a phone the individual's chat is the matter's Chat page.
  await client.keyboard.press('Escape');
  await client.setViewportSize(MOBILE);
  await client.goto(`${base}/chat`);
  await expect(client.getByRole('heading', { name: 'Matter Chat' })).toBeVisible();
  await expect(messages(client).getByText(broadcast)).toBeVisible();
  await client.waitForTimeout(2200);
  await closeToasts(client);
  await client.screenshot({ path: 'screenshots/chat-matter-chat-mobile.png' });

  // An administrator turns individual chat off for the firm: the individual's chat says 'Chat
  // disabled' with no send box; then turns it back on.
  const firmID = (
    (await (await firm.request.get('/api/User', { headers })).json()) as { organisationID: string }
  ).organisationID;
  const admin = await newPage(browser);
  await signIn(admin, 'admin@probity.test');
  await admin.goto(`/secure/companies/${firmID}/settings`);
  const setIndividualChat = async (text: string) => {
    // The switch's input is visually hidden under its track.
    await admin.getByRole('switch', { name: 'Individual chat' }).click({ force: true });
    await admin.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(admin, text)).toBeVisible();
  };
  await setIndividualChat('Individual chat is off.');
  await shoot(admin, 'company-settings');
  await client.reload();
  await expect(client.getByText('Chat disabled', { exact: true })).toBeVisible();
  await expect(client.getByText('Individual chat is disabled for this organisation.')).toBeVisible();
  await expect(client.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await client.screenshot({ path: 'screenshots/chat-disabled-mobile.png' });
  await setIndividualChat('Individual chat is on.');
  await client.reload();
  await expect(messages(client).getByText(broadcast)).toBeVisible();
});
