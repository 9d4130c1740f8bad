import fs from 'node:fs';
import { type Page, expect as baseExpect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  signIn,
  toast,
} from './support';

/**
 * issue 11, the charity's activity: the firm (matter.admin@harbourfinch.test) changes the status of
 * HF/EST/2026/014 and adds a document to Brightwater Trust's legacy from its charity overlay;
 * charity@brightwater.test sees both on the dashboard's Activity panel and in the legacy's Activity
 * section, sets the legacy's expected receipt date, reads the legacy figures on the dashboard and
 * chooses the daily digest. Screenshots at 1440 and 390 px; axe on each new screen.
 */

test.use({ actionTimeout: 30_000 });
// The machines running the journeys are shared: the feed may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const MATTER = 'HF/EST/2026/014';
const FIRM_ACTOR = 'Harriet Finch (Harbour & Finch LLP)';
const DOCUMENT = `statement-${Date.now().toString(36)}.pdf`;
const SHOTS = '/tmp/activity-shots';

async function shoot(page: Page, name: string) {
  await closeToasts(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

test("the firm's changes reach the charity's activity; the charity forecasts and chooses its notifications", async ({
  browser,
}) => {
  test.setTimeout(600_000);

  // The firm changes the matter's status…
  const firm = await newPage(browser);
  await signIn(firm, 'matter.admin@harbourfinch.test');
  const matterID = await matterIdOf(firm, MATTER);
  await firm.goto(`/secure/matters/${matterID}/details`);
  const stepper = firm.getByRole('list', { name: 'Matter status' });
  await stepper.getByRole('button', { name: 'Post-grant' }).click();
  await firm
    .getByRole('dialog', { name: "Change the matter's status to Post-grant" })
    .getByRole('button', { name: 'Yes, change it to Post-grant' })
    .click();
  await expect(toast(firm, 'Changed status to Post-grant')).toBeVisible();

  // …and adds a document to Brightwater Trust's legacy from its charity overlay.
  await firm.goto(`/secure/matters/${matterID}/organisations`);
  await firm.getByRole('button', { name: 'View BRIGHTWATER TRUST' }).click();
  const overlay = firm.getByRole('dialog', { name: 'BRIGHTWATER TRUST' });
  await overlay.getByRole('tab', { name: 'Legacy' }).click();
  await expect(overlay.getByRole('button', { name: 'Add new document' })).toBeVisible();
  await overlay.locator('input[type=file]').setInputFiles({
    name: DOCUMENT,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% statement\n'),
  });
  await expect(toast(firm, 'Successfully uploaded the document')).toBeVisible();
  await expect(overlay.getByText(DOCUMENT)).toBeVisible();
  // The firm's own feed tells of the document on its matter, not of the charity's side.
  await firm.goto('/secure/dashboard');
  await expect(firm.getByRole('region', { name: 'Today' })).toContainText(
    `Harriet Finch added the document ${DOCUMENT} to ${MATTER}`,
  );

  // The charity sees both on its dashboard, with the firm named.
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test');
  await page.waitForURL('**/secure/dashboard');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today).toContainText(`${FIRM_ACTOR} changed the status of ${MATTER} to Post-grant`);
  await expect(today).toContainText(`${FIRM_ACTOR} added the document ${DOCUMENT} to ${MATTER}`);
  // The legacy figures: the pipeline and the expected receipts, each a table with its figures.
  const pipeline = page.getByRole('table', { name: 'Pipeline by status' });
  await expect(pipeline.getByRole('row', { name: /Post-grant/ })).toContainText('1');
  await expect(page.getByRole('table', { name: 'Expected receipts by financial year' })).toContainText(
    'Not forecast',
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dashboard');

  // The entry links the charity to the legacy; its Activity section lists the same, newest first.
  await today.getByRole('link', { name: MATTER }).first().click();
  await page.waitForURL(/\/secure\/charity-legacies\/[^/]+\/documents$/);
  const nav = page.getByRole('navigation', { name: 'Legacy' });
  await nav.getByRole('link', { name: 'Activity' }).click();
  await page.waitForURL(/\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Activity' });
  const items = section.getByRole('listitem');
  await expect(items.first()).toContainText(`${FIRM_ACTOR} added the document ${DOCUMENT} to ${MATTER}`);
  await expect(section).toContainText(`${FIRM_ACTOR} changed the status of ${MATTER} to Post-grant`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacy-activity');
  const legacyUrl = page.url().replace(/\/activity$/, '');

  // The charity's own forecast, on the Legacy Details page (the firm owns the details themselves).
  await page.goto(`${legacyUrl}/legacy-details`);
  const receipt = page.getByRole('region', { name: 'Expected receipt' });
  await expect(receipt).toContainText('When the charity expects to receive this legacy');
  await receipt.getByLabel('Expected receipt date').fill('12/08/2027');
  await receipt.getByLabel('Expected receipt date').press('Enter');
  await receipt.getByRole('button', { name: 'Save date' }).click();
  await expect(toast(page, 'Expected receipt date saved')).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Clear' })).toBeVisible();
  // The toast's own close button is the shell's (it has no name yet): the screen is checked without it.
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacy-details');
  await nav.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()).toContainText(
    `Beth Waters changed the expected receipt date of ${MATTER}: 12/08/2027`,
  );

  // The dashboard now places the legacy in 2027/28.
  await page.goto('/secure/dashboard');
  await expect(
    page
      .getByRole('table', { name: 'Expected receipts by financial year' })
      .getByRole('row', { name: /2027\/28/ }),
  ).toBeVisible();

  // Notifications: the charity user's own choice, from the profile menu.
  await page.getByRole('button', { name: /Profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const settings = page.getByRole('dialog', { name: 'Notifications' });
  await expect(settings.getByRole('radio', { name: /Immediately/ })).toBeChecked();
  await settings.getByRole('radio', { name: /Daily digest/ }).check();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'notifications');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification settings saved')).toBeVisible();
  await expect(settings).toBeHidden();
  await page.getByRole('button', { name: /Profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('radio', { name: /Daily digest/ }),
  ).toBeChecked();

  // The firm has no such menu entry.
  await firm.getByRole('button', { name: /Profile menu$/ }).click();
  await expect(firm.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(firm.getByRole('menuitem', { name: 'Notifications' })).toHaveCount(0);
});
