import { type Page, expect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  navLabels,
  newPage,
  openChoices,
  signIn,
  toast,
} from './support';

/**
 * Issue 11 "Roles nobody can use": Legacy Manager, Legacy User and Senior Legacy User of
 * Brightwater Trust land on Legacies, see only the legacies whose legacy team holds them (demo seed:
 * seed-legacies.ts) and open them read-only; the Legacy Manager changes the status of a charity-only
 * legacy, the others see no stepper. The Legacy Manager also works the charity's Team page: invites a
 * user, edits their roles, locks them and sends a password reset. Screenshots at 1440 and 390 px
 * (screenshots/charity-roles-*.png) and axe on every page.
 */

test.use({ actionTimeout: 15_000 });

async function shoot(page: Page, name: string) {
  await closeToasts(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    // Nothing wider than the screen once the layout has settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `screenshots/charity-roles-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

/** The id of a legacy of the signed-in charity user's charity, by the reference shown. */
async function legacyIdOf(page: Page, reference: string): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const me = (await (await page.request.get('/api/User', { headers })).json()) as { organisationID: string };
  const response = await page.request.get(`/api/Legacy/Organisation/${me.organisationID}`, {
    headers,
    params: { SearchTerm: reference, pageCount: 50 },
  });
  const legacies = (await response.json()) as {
    legacyID: string;
    reference: string;
    charityReference: string | null;
  }[];
  const legacy = legacies.find((l) => (l.charityReference || l.reference) === reference);
  if (!legacy) throw new Error(`no legacy ${reference}`);
  return legacy.legacyID;
}

/** A multi-select stays open for more choices: close it by clicking the dialog's title. */
async function closeChoices(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('heading').click();
  await expect(page.getByRole('listbox', { name: label })).toBeHidden();
}

/** Each role: its links, the legacies (by the reference shown) it sees and some it must not. */
const ROLES = [
  {
    role: 'Legacy Manager',
    email: 'legacy.manager@brightwater.test',
    slug: 'legacy-manager',
    nav: ['Legacies', 'Team', 'Audit', 'Retention'],
    sees: ['BWT-0412', 'BWT-0377'],
    never: ['BWT-0351', 'BWT-0288', 'BT/LEG/2026/002', 'HF/EST/2026/014'],
    opens: 'BWT-0377',
  },
  {
    role: 'Legacy User',
    email: 'legacy.user@brightwater.test',
    slug: 'legacy-user',
    nav: ['Legacies'],
    sees: ['BWT-0412', 'BWT-0288', 'HF/EST/2026/014'],
    never: ['BWT-0377', 'BWT-0351', 'BT/LEG/2026/002'],
    opens: 'HF/EST/2026/014',
  },
  {
    role: 'Senior Legacy User',
    email: 'senior.legacy@brightwater.test',
    slug: 'senior-legacy-user',
    nav: ['Legacies'],
    sees: ['BWT-0377', 'HF/EST/2026/014'],
    never: ['BWT-0412', 'BWT-0351', 'BWT-0288', 'BT/LEG/2026/002'],
    opens: 'BWT-0377',
  },
] as const;

for (const r of ROLES) {
  test(`${r.role} lands on Legacies, sees only their team's legacies and opens one read-only`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await newPage(browser);
    await signIn(page, r.email);
    await page.waitForURL('**/secure/charity-legacies');
    expect(await navLabels(page)).toEqual([...r.nav]);
    await expect(page.getByRole('heading', { name: 'Legacies', exact: true })).toBeVisible();
    for (const reference of r.sees)
      await expect(page.getByRole('link', { name: reference, exact: true })).toBeVisible();
    for (const reference of r.never)
      await expect(page.getByRole('link', { name: reference, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New legacy' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `${r.slug}-list`);

    // The legacy area, read-only.
    await page.getByRole('link', { name: r.opens, exact: true }).click();
    await page.waitForURL(/\/information$/);
    const legacyNav = page.getByRole('navigation', { name: 'Legacy' });
    await expect(legacyNav.getByRole('link')).toHaveText([
      'Information',
      'Legacy Details',
      'Documents',
      'Beneficiaries',
      'Team',
      'Activity',
    ]);
    await expect(page.getByRole('button', { name: 'Export to CaseLedger' })).toBeVisible();
    for (const name of [
      'Edit details',
      'Add Deceased',
      'Edit Deceased',
      'Change bank account',
      'Assign a bank account',
      'Share',
      'Hide',
    ])
      await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(0);
    const stepper = page.getByRole('list', { name: 'Legacy status' });
    if (r.role === 'Legacy Manager') {
      // spec 03 §6: the Legacy Manager changes the status of a legacy with no firm.
      await expect(stepper).toBeVisible();
      await stepper.getByRole('button', { name: 'Complete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the legacy status to Complete' });
      await dialog.getByRole('button', { name: 'Yes, change it to Complete' }).click();
      await expect(toast(page, 'Changed status to Complete')).toBeVisible();
      await expect(stepper.getByRole('button', { name: 'Complete (current status)' })).toBeVisible();
    } else {
      await expect(stepper).toHaveCount(0);
    }
    if (r.opens === 'HF/EST/2026/014') await expect(page.getByRole('region', { name: 'Firm' })).toBeVisible();
    await closeToasts(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `${r.slug}-legacy`);

    // The other sections offer no changes.
    await legacyNav.getByRole('link', { name: 'Legacy Details' }).click();
    await expect(page.getByRole('heading', { name: 'Legacy Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New legacy detail' })).toHaveCount(0);
    await legacyNav.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Upload Document|Add new document/ })).toHaveCount(0);
    await legacyNav.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { name: 'Legacy members' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    if (r.role === 'Legacy Manager') {
      // Put the demo legacy back as it was (spec 03 §4: any step, reversible).
      await legacyNav.getByRole('link', { name: 'Information' }).click();
      await stepper.getByRole('button', { name: 'Distribution', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Change the legacy status to Distribution' })
        .getByRole('button', { name: 'Yes, change it to Distribution' })
        .click();
      await expect(toast(page, 'Changed status to Distribution')).toBeVisible();
    }
    // A legacy they are not on is not found, even by its address.
    const charityPage = await newPage(browser);
    await signIn(charityPage, 'charity@brightwater.test', '/secure/charity-legacies');
    await charityPage.waitForURL('**/secure/charity-legacies');
    const foreignID = await legacyIdOf(charityPage, r.never[0]);
    await charityPage.context().close();
    await page.goto(`/secure/charity-legacies/${foreignID}/information`);
    // The server answers 404: the area says it could not load the legacy.
    await expect(page.getByText('The legacy could not be loaded.')).toBeVisible({ timeout: 30_000 });
    await page.context().close();
  });
}

test('the Legacy Manager invites a user from Team, edits their roles, locks them and resets their password', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await newPage(browser);
  await signIn(page, 'legacy.manager@brightwater.test');
  await page.waitForURL('**/secure/charity-legacies');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Team' })
    .click();
  await page.waitForURL('**/secure/users');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByText('Brightwater Trust').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'team');

  // Invite: the charity's roles only (never a firm role or Administrators).
  const stamp = Date.now().toString(36);
  const email = `rosa.${stamp}@brightwater.test`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('First name').fill('Rosa');
  await add.getByLabel('Surname').fill(`Quinn ${stamp}`);
  await add.getByLabel('Email').fill(email);
  await openChoices(
    add.getByRole('combobox', { name: 'Roles' }),
    page.getByRole('option', { name: 'Legacy User', exact: true }),
  );
  await expect(page.getByRole('option', { name: 'Matter Admin' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Administrators' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Legacy User', exact: true }).click();
  await closeChoices(page, 'Roles');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, `User Rosa Quinn ${stamp} created!`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Legacy User')).toBeVisible();

  // Edit their roles.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await openChoices(
    edit.getByRole('combobox', { name: 'Roles' }),
    page.getByRole('option', { name: 'Senior Legacy User', exact: true }),
  );
  await page.getByRole('option', { name: 'Senior Legacy User', exact: true }).click();
  await closeChoices(page, 'Roles');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `User Rosa Quinn ${stamp} updated!`)).toBeVisible();
  await expect(row.getByText('Senior Legacy User')).toBeVisible();

  // Lock them, and send a password reset.
  await closeToasts(page);
  await row.getByRole('button', { name: 'Edit' }).click();
  await openChoices(
    edit.getByRole('combobox', { name: 'Status' }),
    page.getByRole('option', { name: 'Locked' }),
  );
  await page.getByRole('option', { name: 'Locked' }).click();
  await shoot(page, 'team-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `User Rosa Quinn ${stamp} updated!`)).toBeVisible();
  await expect(row.getByText('Locked', { exact: true })).toBeVisible();
  await shoot(page, 'team-locked');
  await row.getByRole('button', { name: 'Edit' }).click();
  await edit.getByRole('button', { name: 'Reset password' }).click();
  await expect(toast(page, `A password reset e-mail was sent to ${email}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await page.context().close();
});
