import { type Page, expect as baseExpect, test } from './a11y';
import {
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  openChoices,
  shootBothWidths,
  signIn,
  toast,
} from './support';

/**
 * Issue 17 "Assets and liabilities": a Matter Admin opens the demo estate's Assets page from the
 * matter's navigation, adds a car to the register and sees its category and the estate's totals
 * change by exactly its value, then deletes it again (the demo data is left as it was). A Will
 * matter has no Assets link. Screenshots at 1440 and 390 px wide, axe on each screen.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const CAR = `Volvo V60, ${Date.now().toString(36)}`;
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Total' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

test('a Matter Admin adds an asset and sees the estate total change', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  const estateID = await matterIdOf(page, 'HF/EST/2026/014');
  const willID = await matterIdOf(page, 'HF/WIL/2026/015');

  await page.goto(`/secure/matters/${willID}/details`);
  const willNav = page.getByRole('navigation', { name: 'Matter' });
  await expect(willNav.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(willNav.getByRole('link', { name: 'Assets' })).toHaveCount(0);

  await page.goto(`/secure/matters/${estateID}/details`);
  await page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Assets and liabilities', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'UK property and land' })).toBeVisible();
  await expect(figure(page, 'Gross assets')).toHaveText('£721,082.17');
  await expect(page.getByRole('region', { name: 'Vehicles' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, '33-estate-assets');

  await page.getByRole('button', { name: 'Add asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add asset' });
  await openChoices(
    dialog.getByRole('combobox', { name: 'Category' }),
    page.getByRole('option', { name: 'Vehicles' }),
  );
  await page.getByRole('option', { name: 'Vehicles' }).click();
  await dialog.getByRole('textbox', { name: /^Description/ }).fill(CAR);
  await dialog.getByRole('textbox', { name: /^Value at date of death/ }).fill('7,500.29');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(toast(page, 'Item saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  await expect(vehicles.getByText('Total £7,500.29')).toBeVisible();
  await expect(figure(page, 'Gross assets')).toHaveText('£728,582.46');
  await expect(figure(page, 'Net estate')).toHaveText('£661,303.91');
  await closeToasts(page);

  await vehicles.getByRole('button', { name: `Delete: ${CAR}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Yes/ })
    .click();
  await expect(toast(page, 'Item deleted.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicles' })).toHaveCount(0);
  await expect(figure(page, 'Gross assets')).toHaveText('£721,082.17');
  await page.context().close();
});
