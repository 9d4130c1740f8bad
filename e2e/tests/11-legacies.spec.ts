import fs from 'node:fs';
import { type Page, expect, test } from './a11y';
import { DESKTOP, MOBILE, closeToasts, newPage, openChoices, signIn, toast } from './support';

/**
 * spec 03 §2.1–2.12 the charity's legacies: charity@brightwater.test creates a legacy, edits its
 * information, moves its status through the stepper confirmation, adds a legacy detail, assigns a
 * bank account and shares it with a payment reference then hides it, adds a team member, exports
 * the XML and deletes the legacy. Screenshots at desktop and 390 px.
 */

test.use({ actionTimeout: 15_000 });

const REF = `E2E-LEG-${Date.now().toString(36).toUpperCase()}`;
const CHARITY_REF = `${REF}-CH`;

async function shoot(page: Page, name: string) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/legacies-${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

test('a charity user works a legacy from creation to deletion', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies');
  await expect(page.getByRole('heading', { name: 'Legacies', exact: true })).toBeVisible();
  await expect(page.getByText('Here is a summary of the legacies assigned to you.')).toBeVisible();
  // The seeded legacy shows its charity reference, deceased, bank account and team.
  const seeded = page.getByRole('row').filter({ hasText: 'BWT-0412' });
  await expect(seeded.getByText('Walter Price')).toBeVisible();
  await expect(seeded.getByText('Barclays Bank')).toBeVisible();
  // The status filter lives in the URL.
  await page.goto('/secure/charity-legacies?status=complete');
  await expect(page.getByRole('row').filter({ hasText: 'BWT-0351' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'BWT-0412' })).toHaveCount(0);
  await page.goto('/secure/charity-legacies');
  await expect(seeded).toBeVisible();
  await shoot(page, 'list');

  // The seeded legacy with a deceased and no firm: the Deceased link (second) opens the individual.
  await seeded.getByRole('link', { name: 'BWT-0412' }).click();
  await page.waitForURL(/\/information$/);
  const seededNav = page.getByRole('navigation', { name: 'Legacy' });
  await expect(seededNav.getByRole('link').nth(1)).toHaveText('Deceased');
  await expect(page.getByRole('region', { name: 'Individual' }).getByText('Walter')).toBeVisible();
  // No firm: nobody to share the account with, so the section says so instead (issue 11).
  await expect(
    page
      .getByRole('region', { name: 'Nominated account' })
      .getByText('No law firm is attached to this legacy, so the account stays with the charity.'),
  ).toBeVisible();
  await seededNav.getByRole('link', { name: 'Deceased' }).click();
  await expect(page.getByRole('heading', { name: 'Walter Price' })).toBeVisible();
  // The Deceased page goes back to the legacy, not to Checks (audit A6).
  const backToLegacy = page.getByRole('link', { name: /^Legacy BWT-0412/ });
  await expect(backToLegacy).toHaveAttribute('href', /\/secure\/charity-legacies\/[0-9a-f-]+\/information$/);
  await page.goto('/secure/charity-legacies');

  // New legacy.
  await page.getByRole('button', { name: 'New legacy' }).click();
  const create = page.getByRole('dialog', { name: 'New Legacy' });
  await create.getByLabel('Legacy reference').fill(REF);
  await create.getByRole('button', { name: 'Create legacy' }).click();
  await expect(toast(page, 'Legacy created')).toBeVisible();
  await page.waitForURL(/\/secure\/charity-legacies\/[0-9a-f-]+\/information$/);
  const legacyUrl = page.url().replace(/\/information$/, '');
  const legacyID = legacyUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { name: REF })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Legacy' });
  for (const link of ['Information', 'Legacy Details', 'Documents', 'Beneficiaries', 'Team'])
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  await expect(page.getByText('No bank account assigned.')).toBeVisible();

  // Edit details: the rules of 03 §5 (errors once touched), then a valid save.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Legacy' });
  await edit.getByRole('button', { name: 'Save legacy' }).click();
  await expect(edit.getByText('Required').first()).toBeVisible();
  await edit.getByLabel('Charity reference').fill(CHARITY_REF);
  await edit.getByLabel('Probate reference').fill('PRB-E2E-77');
  await edit.getByRole('textbox', { name: 'Date of death' }).fill('02/01/2025');
  await edit.getByRole('textbox', { name: 'Date of probate' }).fill('30/06/2025');
  await edit.getByRole('switch', { name: 'Accounts approved' }).check({ force: true });
  await edit.getByRole('button', { name: 'Save legacy' }).click();
  await expect(toast(page, 'The legacy has been updated')).toBeVisible();
  await expect(edit).toHaveCount(0);
  const info = page.getByRole('region', { name: 'Information' });
  await expect(info.getByText('PRB-E2E-77')).toBeVisible();
  await expect(info.getByText('02/01/2025')).toBeVisible();
  await expect(info.getByText('Approved', { exact: true })).toBeVisible();
  await expect(nav.getByText(CHARITY_REF)).toBeVisible();

  // Status through the stepper confirmation.
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change the legacy status to Active' });
  await expect(statusDialog.getByText('You can always change it back.')).toBeVisible();
  await expect(statusDialog.getByRole('button', { name: 'No, keep it as Pre-Engagement' })).toBeVisible();
  await statusDialog.getByRole('button', { name: 'Yes, change it to Active' }).click();
  await expect(toast(page, 'Changed status to Active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Active (current status)' })).toBeVisible();
  await shoot(page, 'information');

  // Add Deceased creates a new deceased (03 §9, audit A7): the add-individual form with only the
  // Deceased type; it becomes the legacy's deceased.
  const deceasedSurname = `Deceased${REF.slice(-5)}`;
  await page.getByRole('button', { name: 'Add Deceased' }).click();
  await page
    .getByRole('dialog', { name: 'Add Deceased' })
    .getByRole('button', { name: 'New deceased' })
    .click();
  const newDeceased = page.getByRole('dialog', { name: 'Add Deceased' });
  await expect(newDeceased.getByRole('combobox', { name: 'Individual type' })).toHaveValue('Deceased');
  await newDeceased.getByLabel('First name').fill('Edith');
  await newDeceased.getByLabel('Surname').fill(deceasedSurname);
  await shoot(page, 'new-deceased');
  await newDeceased.getByRole('button', { name: 'Add Individual' }).click();
  const anyway = page.getByRole('button', { name: 'Create individual anyway' });
  if (
    await anyway.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  )
    await anyway.click();
  await expect(
    toast(page, `Edith ${deceasedSurname} has been created and added to the legacy`),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Deceased' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Deceased' })).toBeVisible();

  // A legacy detail.
  await nav.getByRole('link', { name: 'Legacy Details' }).click();
  await expect(page.getByText('No details.')).toBeVisible();
  await page.getByRole('button', { name: 'New legacy detail' }).click();
  const detail = page.getByRole('dialog', { name: 'New legacy detail' });
  const pecuniary = page.getByRole('option', { name: 'Pecuniary' });
  await openChoices(detail.getByRole('combobox', { name: 'Legacy type' }), pecuniary);
  await pecuniary.click();
  await detail.getByLabel('Description').fill('Cash gift under clause 3');
  await detail.getByLabel('Amount (£)').fill('1500');
  await detail.getByRole('button', { name: 'Save legacy detail' }).click();
  const item = page.getByRole('article', { name: 'Cash gift under clause 3' });
  await expect(item.getByText('£1,500.00')).toBeVisible();
  await shoot(page, 'details');
  // Edit opens on the right.
  await item.getByRole('button', { name: 'Edit Cash gift under clause 3' }).click();
  const editDetail = page.getByRole('dialog', { name: 'Edit legacy detail' });
  await editDetail.getByLabel('Amount (£)').fill('1750');
  await shoot(page, 'detail-edit');
  await editDetail.getByRole('button', { name: 'Save legacy detail' }).click();
  await expect(item.getByText('£1,750.00')).toBeVisible();

  // Assign a bank account. With no firm it is not shared (issue 11: the server refuses it, the page
  // says why); sharing and hiding are in 14-legacy-bank-handoff.spec.ts on the firm's legacy.
  await nav.getByRole('link', { name: 'Information' }).click();
  await page.getByRole('button', { name: 'Assign a bank account' }).click();
  const select = page.getByRole('dialog', { name: 'Select bank account' });
  await expect(select.getByRole('article', { name: 'Brightwater Trust Legacies' })).toBeVisible();
  await shoot(page, 'select-bank-account');
  await select.getByRole('button', { name: 'Select Brightwater Trust Legacies' }).click();
  await expect(toast(page, 'The legacy has been updated')).toBeVisible();
  const account = page.getByRole('region', { name: 'Nominated account' });
  await expect(account.getByText('20-09-15')).toBeVisible();
  await expect(
    account.getByText('No law firm is attached to this legacy, so the account stays with the charity.'),
  ).toBeVisible();
  await expect(account.getByRole('button', { name: 'Share' })).toHaveCount(0);
  // The toast of the choice sits over the next page's button (a hovered toast does not close).
  await closeToasts(page);

  // A team member.
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Legacy members' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Team Member' });
  const member = page.getByRole('option', { name: /legacy\.user@brightwater\.test/ });
  await openChoices(add.getByRole('combobox', { name: 'Users' }), member);
  await member.click();
  // Close the choices (they stay open for more picks).
  await add.getByRole('heading', { name: 'Add Team Member' }).click();
  await add.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('cell', { name: 'legacy.user@brightwater.test' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
  await shoot(page, 'team');

  // Documents of the legacy.
  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByText('No documents uploaded to this legacy.')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'Grant of probate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(toast(page, 'Successfully uploaded the document')).toBeVisible();
  await expect(page.getByText('Grant of probate.pdf')).toBeVisible();
  await shoot(page, 'documents');
  // The legacy's access overlay (03 §2.9, §8; audit B8/B9).
  await page.getByRole('button', { name: 'Manage access to Grant of probate.pdf' }).click();
  const access = page.getByRole('dialog', { name: 'Manage user access' });
  await expect(access).toBeVisible();
  // Only selected users, in the charity's words (issue 11): with nobody selected, everybody is
  // selected after 300 ms (03 §4); the users are a table of Name, E-mail and Role where clicking a
  // row toggles access.
  await access.getByRole('radio', { name: 'Only charity members have access' }).check();
  const users = access.getByRole('grid', { name: 'Users' });
  for (const header of ['Name', 'E-mail', 'Role'])
    await expect(users.getByRole('columnheader', { name: header })).toBeVisible();
  const legacyUser = users.getByRole('row').filter({ hasText: 'legacy.user@brightwater.test' });
  const charityUser = users.getByRole('row').filter({ hasText: 'charity@brightwater.test' });
  await expect(legacyUser).toHaveAttribute('aria-selected', 'true');
  await expect(charityUser).toHaveAttribute('aria-selected', 'true');
  await legacyUser.click();
  await expect(legacyUser).toHaveAttribute('aria-selected', 'false');
  // The keyboard toggles a focused row too.
  await charityUser.focus();
  await page.keyboard.press('Space');
  await expect(charityUser).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(charityUser).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'document-access');
  await access.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Updated document access')).toBeVisible();
  await expect(access).toHaveCount(0);
  // Saved: the overlay opens again on the selected users, without the one clicked away.
  await page.getByRole('button', { name: 'Manage access to Grant of probate.pdf' }).click();
  await expect(access.getByRole('radio', { name: 'Only charity members have access' })).toBeChecked();
  await expect(legacyUser).toHaveAttribute('aria-selected', 'false');
  await expect(charityUser).toHaveAttribute('aria-selected', 'true');
  await access.getByRole('button', { name: 'Cancel' }).click();
  await expect(access).toHaveCount(0);

  // No firm: no co-beneficiaries.
  await nav.getByRole('link', { name: 'Beneficiaries' }).click();
  await expect(page.getByText('No co-beneficiaries have been added to this legacy.')).toBeVisible();

  // Export to the case-management system.
  await nav.getByRole('link', { name: 'Information' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CaseLedger' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^sc_legacy_${legacyID}_\\d{2}-\\d{2}-\\d{4}\\.xml$`),
  );
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain(`<Reference>${REF}</Reference>`);
  expect(xml).toContain(`<CharityReference>${CHARITY_REF}</CharityReference>`);
  expect(xml).toContain('<Description>Cash gift under clause 3</Description>');
  expect(xml).toContain('1750.00');
  expect(xml).toContain('<SortCode>20-09-15</SortCode>');

  // Delete from the list, after the confirmation.
  await page.goto(`/secure/charity-legacies?search=${REF}`);
  const row = page.getByRole('row').filter({ hasText: CHARITY_REF });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${CHARITY_REF}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete legacy' })
    .getByRole('button', { name: 'Yes, Delete' })
    .click();
  await expect(toast(page, 'Successfully deleted the legacy')).toBeVisible();
  await expect(page.getByText('No legacies to display.')).toBeVisible();
});

test("a legacy of a firm's matter is read-only for the charity", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Legacies of firm matters come from the matter charities seed; without one there is nothing to see.
  const firmRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Delete /, disabled: true }) });
  test.skip((await firmRow.count()) === 0, 'no legacy of a firm matter in the demo seed');
  await firmRow.first().getByRole('link').first().click();
  await page.waitForURL(/\/information$/);
  await expect(page.getByRole('region', { name: 'Firm' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legacy status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Deceased' })).toHaveCount(0);
  await shoot(page, 'firm-information');
  await page
    .getByRole('navigation', { name: 'Legacy' })
    .getByRole('link', { name: 'Legacy Details' })
    .click();
  await expect(page.getByRole('button', { name: 'New legacy detail' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Legacy' }).getByRole('link', { name: 'Beneficiaries' }).click();
  await expect(page.getByRole('heading', { name: 'Charity Co-Beneficiaries' })).toBeVisible();
  await expect(page.getByText('The below charities have been added to the legacy by')).toBeVisible();
  await shoot(page, 'co-bens');
});

test('a chat deep link opens the chat of a firm legacy and leaves the URL (audit A1)', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies?search=HF%2FEST%2F2026%2F014');
  const row = page.getByRole('row').filter({ hasText: 'HF/EST/2026/014' }).first();
  await expect(row).toBeVisible();
  const href = await row.getByRole('link').first().getAttribute('href');
  const legacyID = href!.match(/charity-legacies\/([0-9a-f-]+)/)![1];
  await page.goto(`/secure/charity-legacies/${legacyID}?chatOpen=true`);
  await expect(page).toHaveURL(new RegExp(`/secure/charity-legacies/${legacyID}/information`));
  const chat = page.getByRole('dialog', { name: 'Chat', exact: true });
  await expect(chat.getByText('Chats', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/chatOpen/);
});
