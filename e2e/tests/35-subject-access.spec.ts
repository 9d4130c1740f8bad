import fs from 'node:fs';
import JSZip from 'jszip';
import { expect as baseExpect, test } from './a11y';
import {
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  signIn,
  toast,
} from './support';

/**
 * Issue 19 "Subject access and portability": Iris Bennett (client@probity.test) goes from My Data
 * to "Download my data", prepares her archive and downloads it: a zip whose data.json names her.
 * The firm's Matter Admin sees the "Subject access export" card on her individual page (confirmed
 * before it runs). Screenshots of both cards at 1280 and 390 px wide; axe on each screen.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

async function shootSection(page: import('@playwright/test').Page, name: string, heading: string) {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
  for (const [size, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/subject-access-${name}-${size}.png` });
  }
  await page.setViewportSize(WIDTHS[0][1]);
}

test('an individual downloads their data from My Data; the firm has the export on the individual page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDTHS[0][1]);
  await signIn(page, 'client@probity.test');
  await page.getByRole('link', { name: 'My Data' }).click();
  await page.waitForURL('**/secure/my-individual-data');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Download my data' }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Prepare my download' }).click();
  await expect(toast(page, 'The export is ready to download')).toBeVisible();
  const downloadButton = card.getByRole('button', { name: /^Download subject-access-Iris-Bennett/ }).first();
  await expect(downloadButton).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shootSection(page, 'my-data', 'Download my data');

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^subject-access-Iris-Bennett-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const data = JSON.parse(await zip.file('data.json')!.async('string'));
  expect(data.subject.name).toBe('Iris Bennett');
  expect(data.individualRecords.length).toBeGreaterThan(0);
  expect(data.individualRecords[0]).toMatchObject({ firstName: 'Iris', surname: 'Bennett' });
  expect(zip.file('summary.pdf')).not.toBeNull();

  // The firm's side: the Matter Admin on Iris's individual page.
  const firm = await newPage(browser);
  await firm.setViewportSize(WIDTHS[0][1]);
  await signIn(firm, 'matter.admin@harbourfinch.test');
  const matterID = await matterIdOf(firm, 'HF/EST/2026/014');
  const headers = { authorization: `Bearer ${await accessToken(firm)}` };
  const people = (await (
    await firm.request.get(`/api/Individuals/Matter/${matterID}`, {
      headers,
      params: { SearchTerm: 'Bennett' },
    })
  ).json()) as { individualID: string; firstName: string }[];
  const iris = people.find((p) => p.firstName === 'Iris');
  if (!iris) throw new Error('Iris Bennett is not on HF/EST/2026/014');
  await firm.goto(`/secure/matters/${matterID}/individuals/${iris.individualID}/manage`);
  const staffCard = firm
    .locator('section')
    .filter({ has: firm.getByRole('heading', { name: 'Subject access exports' }) });
  await expect(staffCard).toBeVisible();
  await staffCard.getByRole('button', { name: 'Subject access export' }).click();
  const dialog = firm.getByRole('dialog', { name: 'Produce a subject access export?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Produce export' }).click();
  await expect(toast(firm, 'The export is ready to download')).toBeVisible();
  await expect(
    staffCard.getByRole('button', { name: /^Download subject-access-Iris-Bennett/ }),
  ).toBeVisible();
  await closeToasts(firm);
  await expectNoSeriousA11yViolations(firm);
  await shootSection(firm, 'individual', 'Subject access exports');
  await firm.context().close();
});
