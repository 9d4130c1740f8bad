import { type Locator, type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, closeToasts, matterIdOf, newPage, openChoices, signIn, toast } from './support';

/**
 * spec 02 §2.12 and 03 §2.15–2.16: a Matter Admin opens a matter's Charities, searches the charity
 * register (the shipped sample), views a charity's details, adds the verified demo charity
 * Brightwater Trust and a second one found by its number, sees the list, its count and the summary
 * card, opens the details overlay (Charity and Legacy tabs, and again from openCharityID) and
 * removes one after the confirmation, with every toast word for word. Screenshots at desktop and
 * 390 px of the list, the Add Charity overlay and the details overlay.
 */

const REFERENCE = 'HF/EST/2026/021';

async function shoot(page: Page, name: string, { focus }: { focus?: Locator } = {}) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `screenshots/matter-charities-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

test('a Matter Admin adds charities of the register to a matter and removes one', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  await signIn(page, 'matter.admin@harbourfinch.test');
  const matterID = await matterIdOf(page, REFERENCE);
  const base = `/secure/matters/${matterID}/organisations`;

  // The workspace navigation has Charities, and the page starts empty.
  await page.goto(`/secure/matters/${matterID}/details`);
  await page.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Charities' }).click();
  await page.waitForURL(`**${base}`);
  await expect(page.getByRole('heading', { name: 'Charities', exact: true })).toBeVisible();
  await expect(page.getByText('List of charities that are left as assets in the matter')).toBeVisible();
  await expect(page.getByText('No charities are part of this matter.')).toBeVisible();

  // The Add Charity overlay: search the register by name, view details.
  await page.getByRole('button', { name: 'Add charity to matter' }).click();
  const add = page.getByRole('dialog', { name: 'Add Charity' });
  await expect(add.getByText('Search for a charity')).toBeVisible();
  await expect(
    add.getByText(
      "Type in the charity's name or registered charity number and we'll search for it through our records.",
    ),
  ).toBeVisible();
  const search = add.getByPlaceholder("Charity's name/number");
  await search.fill('no such charity anywhere');
  await search.press('Enter');
  await expect(add.getByText('No charities under this name have been found.')).toBeVisible();
  await search.fill('brightwater');
  await search.press('Enter');
  await expect(add.getByText('Select a charity')).toBeVisible();
  await expect(add.getByText('BRIGHTWATER TRUST WELLS APPEAL FUND')).toBeVisible();
  await add.getByRole('button', { name: 'View details of BRIGHTWATER TRUST', exact: true }).click();
  await expect(add.getByText('Charitable company')).toBeVisible();
  await expect(add.getByText('Verified', { exact: true })).toBeVisible();
  await expect(add.getByText('Registered', { exact: true })).toBeVisible();
  await expect(add.getByText('Main', { exact: true })).toBeVisible();
  await shoot(page, 'add-overlay', { focus: add.getByText('Charitable company') });

  await add.getByRole('button', { name: 'Select BRIGHTWATER TRUST', exact: true }).click();
  await expect(toast(page, 'Added charity BRIGHTWATER TRUST to the matter.')).toBeVisible();
  await expect(add).toBeHidden();

  // A second one, found by its registered number.
  await page.getByRole('button', { name: 'Add charity to matter' }).click();
  await add.getByPlaceholder("Charity's name/number").fill('1100100');
  await add.getByPlaceholder("Charity's name/number").press('Enter');
  await add.getByRole('button', { name: 'Select HARBOURSIDE ANIMAL RESCUE', exact: true }).click();
  await expect(toast(page, 'Added charity HARBOURSIDE ANIMAL RESCUE to the matter.')).toBeVisible();

  // The list and its count.
  await expect(page.getByText('Showing 1 through 2 out of 2 charities')).toBeVisible();
  const brightwater = page.getByRole('row').filter({ hasText: 'BRIGHTWATER TRUST' });
  const harbourside = page.getByRole('row').filter({ hasText: 'HARBOURSIDE ANIMAL RESCUE' });
  await expect(brightwater.getByText('Verified', { exact: true })).toBeVisible();
  await expect(brightwater.getByText('4051827')).toBeVisible();
  await expect(harbourside.getByText('Not verified')).toBeVisible();
  await shoot(page, 'list');

  // Adding the same charity again fails with the spec's words.
  await page.getByRole('button', { name: 'Add charity to matter' }).click();
  await add.getByPlaceholder("Charity's name/number").fill('1098765');
  await add.getByPlaceholder("Charity's name/number").press('Enter');
  await add.getByRole('button', { name: 'Select BRIGHTWATER TRUST', exact: true }).click();
  await expect(toast(page, 'Failed to add charity BRIGHTWATER TRUST to the matter.')).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(add).toBeHidden();

  // The details overlay: Charity tab, then Legacy.
  await brightwater.getByRole('button', { name: 'View BRIGHTWATER TRUST' }).click();
  await expect(page).toHaveURL(/openCharityID=/);
  const details = page.getByRole('dialog', { name: 'BRIGHTWATER TRUST' });
  await expect(details.getByRole('tab', { name: 'Charity' })).toHaveAttribute('aria-selected', 'true');
  await expect(details.getByText('22 River Walk')).toBeVisible();
  await expect(details.getByText('ELEANOR VANCE')).toBeVisible();
  await expect(details.getByText('BRIGHTWATER CLEAN WATER APPEAL')).toBeVisible();
  await shoot(page, 'details-overlay');
  await details.getByRole('tab', { name: 'Legacy' }).click();
  await expect(details.getByText('No legacy details.')).toBeVisible();
  await expect(details.getByText('No documents uploaded to this legacy.')).toBeVisible();
  await expect(details.getByText('Payment details not provided.')).toBeVisible();

  // The firm owns the legacy's details and documents (03 §1, §2.9; audit A2).
  await details.getByRole('button', { name: 'New legacy detail' }).click();
  const newDetail = page.getByRole('dialog', { name: 'New legacy detail' });
  const pecuniary = page.getByRole('option', { name: 'Pecuniary' });
  await openChoices(newDetail.getByRole('combobox', { name: 'Legacy type' }), pecuniary);
  await pecuniary.click();
  await newDetail.getByLabel('Description').fill('Cash gift to the charity');
  await newDetail.getByLabel('Amount (£)').fill('2500');
  await newDetail.getByRole('button', { name: 'Save legacy detail' }).click();
  await expect(newDetail).toHaveCount(0);
  await expect(details.getByText('Cash gift to the charity')).toBeVisible();
  await expect(details.getByText('£2,500.00')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Add new document' })).toBeVisible();
  await details.locator('input[type=file]').setInputFiles({
    name: 'grant-of-probate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% grant\n'),
  });
  await expect(toast(page, 'Successfully uploaded the document')).toBeVisible();
  await expect(details.getByText('grant-of-probate.pdf')).toBeVisible();
  await shoot(page, 'details-legacy');
  // Remove the detail after "Delete legacy detail".
  await details.getByRole('button', { name: 'Remove Cash gift to the charity' }).click();
  await page
    .getByRole('dialog', { name: 'Delete legacy detail' })
    .getByRole('button', { name: 'Yes, Delete' })
    .click();
  await expect(details.getByText('No legacy details.')).toBeVisible();

  // openCharityID opens the overlay at once.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'BRIGHTWATER TRUST' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'BRIGHTWATER TRUST' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page).not.toHaveURL(/openCharityID=/);

  // The matter's summary counts them.
  await page.goto(`/secure/matters/${matterID}/details`);
  await expect(page.getByLabel('Charities: 2')).toBeVisible();
  await page.goto(base);

  // Remove one, after the confirmation.
  await harbourside.getByRole('button', { name: 'Remove HARBOURSIDE ANIMAL RESCUE' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Remove charity from this matter' });
  await expect(
    confirmDialog.getByText(
      "You'll be able to add this charity back in, but you will lose any legacy details or documents attached to it.",
    ),
  ).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'No, keep charity' }).click();
  await expect(harbourside).toBeVisible();
  await harbourside.getByRole('button', { name: 'Remove HARBOURSIDE ANIMAL RESCUE' }).click();
  await confirmDialog.getByRole('button', { name: 'Yes, remove charity' }).click();
  await expect(toast(page, 'Removed charity HARBOURSIDE ANIMAL RESCUE from the matter.')).toBeVisible();
  await expect(harbourside).toHaveCount(0);
  await expect(page.getByText('Showing 1 through 1 out of 1 charity')).toBeVisible();
  await page.goto(`/secure/matters/${matterID}/details`);
  await expect(page.getByLabel('Charities: 1')).toBeVisible();
});
