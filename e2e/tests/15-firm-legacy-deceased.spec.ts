import fs from 'node:fs';
import { type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, newPage, signIn } from './support';

/**
 * Issue 11: a legacy set up by a firm shows the matter's Deceased (Arthur Bennett, the estate of
 * HF/EST/2026/014) in the charity's list and its search, on the legacy's information page and in
 * its XML export (the report is journey 18's); an impossible date says "Enter a real date"; the
 * firm's Deceased asks for a date of death, with no identity documents and no Perform Check.
 * Screenshots at 1440 and 390 px, axe on each screen.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/deceased-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("the charity sees the matter's Deceased on the firm's legacy: list, search, page, XML", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  const table = page.getByRole('table', { name: 'Legacies' });
  const firmRow = table.getByRole('row').filter({ hasText: 'HF/EST/2026/014' });
  await expect(firmRow).toContainText('Arthur Bennett');

  // The list's search finds the legacy by its deceased.
  await page.getByRole('searchbox', { name: 'Search legacies' }).fill('Bennett');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(firmRow).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacies-search');

  await firmRow.getByRole('link', { name: 'HF/EST/2026/014' }).click();
  await page.waitForURL(/\/information$/);
  const individual = page.getByRole('region', { name: 'Individual' });
  await expect(individual.getByText('Arthur', { exact: true })).toBeVisible();
  await expect(individual.getByText('Bennett', { exact: true })).toBeVisible();
  await expect(individual.getByText('02/04/1941')).toBeVisible();
  // The firm owns its deceased: the charity cannot change it here.
  await expect(page.getByRole('button', { name: 'Add Deceased' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacy-information');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CaseLedger' }).click(),
  ]);
  const xml = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(xml).toMatch(/<Deceased>[\s\S]*<FirstName>Arthur<\/FirstName>[\s\S]*<Surname>Bennett<\/Surname>/);
});

test('an impossible date on the legacy form says "Enter a real date" and saves nothing', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.getByRole('link', { name: 'BWT-0377', exact: true }).click();
  await page.waitForURL(/\/information$/);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Legacy' });
  await edit.getByRole('textbox', { name: 'Date of death' }).fill('31/02/2025');
  await edit.getByRole('button', { name: 'Save legacy' }).click();
  await expect(edit.getByText('Enter a real date')).toBeVisible();
  await expect(edit.getByText('Required')).toHaveCount(0);
  await expect(edit.getByRole('textbox', { name: 'Date of death' })).toHaveValue('31/02/2025');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'legacy-impossible-date');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
});

test("the firm's Deceased asks for a date of death, with no identity documents or Perform Check", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page.goto('/secure/matters');
  // Other journeys add matters before this one: find it rather than expect it on the first page.
  await page.getByRole('searchbox', { name: 'Search matters' }).fill('HF/EST/2026/014');
  await page.getByRole('link', { name: 'HF/EST/2026/014' }).first().click();
  await page.waitForURL(/\/secure\/matters\/[0-9a-f-]{36}/);
  const matterPath = new URL(page.url()).pathname.split('/').slice(0, 4).join('/');
  await page.goto(`${matterPath}/individuals`);
  await page
    .getByRole('link', { name: /^Manage Arthur/ })
    .first()
    .click();
  await expect(page.getByText('Manage Individual')).toBeVisible();
  await expect(page.getByLabel('Date of death')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Perform Check' })).toHaveCount(0);
  await expect(page.getByText('Identity documents')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'firm-deceased-form');
});
