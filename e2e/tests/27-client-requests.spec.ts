import { type Page, expect, test } from './a11y';
import {
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  DESKTOP,
  MOBILE,
  signIn,
  toast,
} from './support';

/**
 * Issue 14 "What we need from you": a fee-earner (Priya Shah, executive@harbourfinch.test) asks the
 * client of HF/EST/2026/014 (Iris Bennett, client@probity.test) for a document; the client signs in,
 * sees the list, uploads a file into the item; the fee-earner sees it ticked with the file and
 * accepts it. Screenshots of both sides at 1440 and 390 px; axe on both. At the end the client's
 * file is deleted and the item withdrawn, so the demo data is as it was for later journeys.
 */

const REFERENCE = 'HF/EST/2026/014';
const RUN = Date.now().toString(36);
const TITLE = `Copy of the death certificate ${RUN}`;
const FILE = `death-certificate-${RUN}.pdf`;
/** Full-page pictures at 1440 and 390 px, once the layout has settled after the resize. */
async function shootBothWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a fee-earner asks for a document, the client uploads it, the firm sees it ticked', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const firm = await newPage(browser);
  await signIn(firm, 'executive@harbourfinch.test');
  const matterID = await matterIdOf(firm, REFERENCE);
  const requestsUrl = `/secure/matters/${matterID}/requests`;

  // The firm asks: the Requests page of the matter's navigation.
  await firm.goto(`/secure/matters/${matterID}/details`);
  await firm.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Requests' }).click();
  await expect(firm).toHaveURL(new RegExp(`${requestsUrl}$`));
  await expect(firm.getByRole('heading', { name: 'Requests', exact: true })).toBeVisible();
  await firm.getByRole('button', { name: 'Ask the client' }).click();
  const dialog = firm.getByRole('dialog', { name: 'Ask the client for something' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Details or question').fill('A certified copy, please: a photo or scan is fine.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(firm, 'The client has been asked')).toBeVisible();
  const firmItem = firm.getByRole('article', { name: TITLE });
  await expect(firmItem.getByText('Open', { exact: true })).toBeVisible();
  await expect(firmItem).toContainText("Asked of All the matter's clients");

  // The client sees "What we need from you" on their matter and uploads a file into the item.
  const client = await newPage(browser);
  await signIn(client, 'client@probity.test');
  await client.goto(`/secure/matters/${matterID}/details`);
  await client.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Requests' }).click();
  await expect(client.getByRole('heading', { name: 'What we need from you' })).toBeVisible();
  const clientItem = client.getByRole('article', { name: TITLE });
  await expect(clientItem).toContainText('A certified copy, please');
  await expect(client.getByRole('button', { name: 'Ask the client' })).toHaveCount(0);
  await closeToasts(client);
  await expectNoSeriousA11yViolations(client);
  await shootBothWidths(client, 'requests-client-open');

  await clientItem
    .locator('input[type=file]')
    .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(client, 'Thank you: the file has been sent')).toBeVisible();
  await expect(clientItem.getByText('Answered', { exact: true })).toBeVisible();
  await expect(clientItem.getByRole('button', { name: FILE })).toBeVisible();
  await closeToasts(client);
  await shootBothWidths(client, 'requests-client-uploaded');

  // The firm's open page ticks the item live (the activity event), with the file; it accepts it.
  await expect(firmItem.getByText('Answered', { exact: true })).toBeVisible();
  await expect(firmItem.getByRole('button', { name: FILE })).toBeVisible();
  await firmItem.getByRole('button', { name: `Accept: ${TITLE}` }).click();
  await expect(toast(firm, 'Marked as done')).toBeVisible();
  await expect(firmItem.getByText('Done', { exact: true })).toBeVisible();
  // The file is in the matter's documents.
  await firm.goto(`/secure/matters/${matterID}/documents`);
  await expect(firm.getByText(FILE)).toBeVisible();
  await firm.goto(requestsUrl);
  await expect(firmItem.getByText('Done', { exact: true })).toBeVisible();
  await closeToasts(firm);
  await expectNoSeriousA11yViolations(firm);
  await shootBothWidths(firm, 'requests-firm-done');

  // The add dialog, for the record.
  await firm.getByRole('button', { name: 'Ask the client' }).click();
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(firm);
  await shootBothWidths(firm, 'requests-firm-add');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Leave the demo data as found: the client deletes their file, the firm withdraws the item.
  const clientHeaders = { authorization: `Bearer ${await accessToken(client)}` };
  const items = (await (
    await client.request.get(`/api/Matters/${matterID}/Requests`, { headers: clientHeaders })
  ).json()) as { requestID: string; title: string; documents: { documentID: string }[] }[];
  const mine = items.find((i) => i.title === TITLE)!;
  for (const d of mine.documents) {
    const res = await client.request.delete(`/api/Document?id=${d.documentID}`, { headers: clientHeaders });
    expect(res.status()).toBe(204);
  }
  await firmItem.getByRole('button', { name: `Withdraw: ${TITLE}` }).click();
  await firm.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(toast(firm, 'The request was withdrawn')).toBeVisible();
  await expect(firmItem).toHaveCount(0);
  await client.reload();
  await expect(client.getByRole('heading', { name: 'What we need from you' })).toBeVisible();
  await expect(client.getByRole('article', { name: TITLE })).toHaveCount(0);
});
