import fs from 'node:fs';
import { type Page, expect as baseExpect, test } from './a11y';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, newPage, openChoices, signIn } from './support';

/**
 * Issue 11, reports and exports on the charity's side: a Trustee runs the charity's Legacies report
 * and nothing else; a charity user sorts that report by the reference shown; the Legacies page exports
 * the list as filtered to CSV and Excel. Screenshots at 1440 and 390 px wide, axe on each screen.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

// Reports and exports read every legacy of the charity: on a loaded machine they take a while.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/charity-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const reportRows = (page: Page) => page.locator('.probity-report-table tbody tr');
const column = (page: Page, label: string) =>
  page.locator(`.probity-report-table tbody td[data-label="${label}"]`).allInnerTexts();

test("a charity's Trustee is shown the Legacies report alone, and can open it", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'trustee@brightwater.test');
  await page.waitForURL('**/secure/dashboard');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Legacies');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'trustee-reports');

  await page.getByRole('link', { name: /^Legacies/ }).click();
  await page.waitForURL(/\/secure\/reports\/report-details\?path=charity%2Flegacies/);
  await expect(page.locator('.probity-report-title')).toHaveText('Legacies');
  await expect(page.locator('.probity-report-meta')).toContainText('Brightwater Trust');
  await expect(reportRows(page).first()).toBeVisible();
  // Money as £6,000.00; the firm's legacy shows the matter's Deceased.
  const amounts = await column(page, 'Fixed amounts');
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  const firmRow = reportRows(page).filter({ hasText: 'HF/EST/2026/014' });
  // HF/EST/2026/014 is the estate of Arthur Bennett, the matter's Deceased.
  await expect(firmRow.locator('td[data-label="Deceased"]')).toHaveText('Arthur Bennett');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'trustee-legacies-report');

  // A firm report is not theirs: the page says so rather than sending them back to the dashboard.
  await page.goto(
    '/secure/reports/report-details?path=client%2Fmatters-by-status&name=Matters%20by%20status',
  );
  await expect(page.getByText('This report does not exist, or it is not one of your reports.')).toBeVisible();
  await page.goto('/secure/reports/report-details?path=charity%2Fteam-members&name=Team%20members');
  await expect(page.getByText('This report does not exist, or it is not one of your reports.')).toBeVisible();
});

test('a charity user sorts the Legacies report by the reference shown', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test');
  await page.waitForURL('**/secure/dashboard');
  await page.goto('/secure/reports/report-details?path=charity%2Flegacies&name=Legacies');
  await expect(page.locator('.probity-report-title')).toHaveText('Legacies');
  const filters = page.getByRole('form', { name: 'Report filters' });
  const sortBy = filters
    .getByRole('textbox', { name: 'Sort by' })
    .or(filters.getByRole('combobox', { name: 'Sort by' }));
  await openChoices(sortBy.first(), page.getByRole('option', { name: 'Reference', exact: true }));
  await page.getByRole('option', { name: 'Reference', exact: true }).click();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('.probity-report-filters')).toContainText('Sort by');
  const references = await column(page, 'Reference');
  expect(references.length).toBeGreaterThan(1);
  expect(references).toEqual([...references].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  // The charity reference is what is shown (and sorted) when there is one.
  expect(references).toContain('BWT-0412');
  expect(references).not.toContain('BT/LEG/2026/001');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacies-report-sorted');
});

test('the Legacies page exports the list as filtered to CSV and Excel', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test');
  await page.waitForURL('**/secure/dashboard');
  await page.goto('/secure/charity-legacies?status=active');
  await expect(page.getByRole('heading', { name: 'Legacies', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Legacies' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const shown = (await table.getByRole('row').count()) - 1;

  const exportButton = page.getByRole('button', { name: 'Export the legacies' });
  await expect(exportButton).toBeVisible();
  await exportButton.click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/charity-legacies-export-menu-desktop.png` });

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^sc_legacies_[0-9a-f-]{36}_\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = fs
    .readFileSync((await csvFile.path()) ?? '')
    .subarray(3)
    .toString('utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Reference,Charity reference,Probate reference,Firm matter reference,Status,/);
  expect(lines).toHaveLength(shown + 1);
  for (const line of lines.slice(1)) expect(line).toContain(',Active,');
  expect(csv).toContain('£10,000.00');
  expect(csv).toContain('Brightwater Trust Legacies');

  await exportButton.click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^sc_legacies_[0-9a-f-]{36}_\d{2}-\d{2}-\d{4}\.xlsx$/);
  // An Office Open XML workbook is a zip (its content is checked by the API tests).
  const xlsx = fs.readFileSync((await xlsxFile.path()) ?? '');
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await expect(exportButton).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/charity-legacies-export-mobile.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'legacies-list');
});
