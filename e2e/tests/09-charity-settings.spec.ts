import { type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, closeToasts, newPage, openChoices, signIn, toast } from './support';

/**
 * spec 03 §2.13 charity settings: Finance opens Settings → Bank Accounts, creates an account with a
 * number that passes the UK modulus check (Vocalink test case 10), edits it and deletes it, with the
 * notices of §8 word for word; a Charity user sees Details but not Bank Accounts. Screenshots at
 * desktop and 390 px.
 */

const NAME = `E2E Legacies ${Date.now().toString(36)}`;

async function shoot(page: Page, name: string) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/charity-settings-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

test('Finance manages the bank accounts of the charity', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'finance@brightwater.test');
  await page.waitForURL('**/secure/charity-settings/details');
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByText('Brightwater Trust')).toBeVisible();
  await expect(page.getByText("View and edit your charity's details")).toBeVisible();
  await expect(page.getByLabel(/Reg\. Charity No\./)).toBeVisible();
  await shoot(page, 'details');

  await settings.getByRole('link', { name: 'Bank Accounts' }).click();
  await page.waitForURL('**/secure/charity-settings/bank-accounts');
  await expect(page.getByRole('heading', { name: 'Bank accounts' })).toBeVisible();
  await expect(page.getByText('The bank accounts that you wish to use for legacy payments.')).toBeVisible();
  // The demo accounts pass the modulus check (issue 12: "Modulus checked", never "Verified").
  const seeded = page.getByRole('article', { name: 'Brightwater Trust Legacies' });
  await expect(seeded.getByText('Modulus checked', { exact: true })).toBeVisible();
  await expect(seeded.getByText('GBP')).toBeVisible();
  await shoot(page, 'bank-accounts');

  await page.getByRole('button', { name: 'New bank account' }).click();
  const modal = page.getByRole('dialog', { name: 'New bank account' });
  // An invalid form is not sent: every problem shows.
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Required').first()).toBeVisible();
  await modal.getByLabel('Bank name').fill('Seaside Bank');
  await modal.getByLabel('Sort code').fill('82-71-01');
  await modal.getByLabel('Account number').fill('28748352');
  await modal.getByLabel('Account name').fill(NAME);
  await modal.getByLabel('Description').fill('Legacy receipts for the coastal appeal');
  const contact = page.getByRole('option', { name: /finance@brightwater\.test/ });
  await openChoices(modal.getByRole('combobox', { name: 'Primary contact' }), contact);
  await contact.click();
  await shoot(page, 'new-account');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Bank account ${NAME} created!`)).toBeVisible();
  const card = page.getByRole('article', { name: NAME });
  await expect(card.getByText('82-71-01')).toBeVisible();
  await expect(card.getByText('Modulus checked', { exact: true })).toBeVisible();
  await expect(card.getByText('finance@brightwater.test')).toBeVisible();

  await card.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bank account' });
  await expect(edit.getByLabel('Account number')).toHaveValue('28748352');
  await edit.getByLabel('Bank name').fill('Harbour Bank');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, `Bank account ${NAME} updated!`)).toBeVisible();
  await expect(card.getByText('Harbour Bank')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete bank account' });
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(toast(page, `Bank account ${NAME} has been removed`)).toBeVisible();
  await expect(page.getByRole('article', { name: NAME })).toHaveCount(0);
});

test('a Charity user sees the Details but not the Bank Accounts', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-settings');
  await page.waitForURL('**/secure/charity-settings/details');
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Details' })).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Bank Accounts' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Brightwater Trust' })).toBeVisible();
  await page.goto('/secure/charity-settings/bank-accounts');
  await page.waitForURL('**/secure/charity-settings/details');
  await expect(page.getByRole('button', { name: 'New bank account' })).toHaveCount(0);
});
