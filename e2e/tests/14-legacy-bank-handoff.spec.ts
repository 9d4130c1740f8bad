import fs from 'node:fs';
import { type Locator, type Page, expect as baseExpect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  newPage,
  openChoices,
  signIn,
  toast,
} from './support';

/**
 * Issue 11, the charity's hand-off to the firm: the charity nominates and shares a bank account on
 * the legacy a firm created (no charity reference), the firm follows the "bank account shared"
 * e-mail to the charity's Legacy tab on its matter; sharing is not offered with no firm; a
 * duplicate reference shows on its field and a new legacy records its notification intake;
 * deleting a nominated account names the legacies first. Screenshots at 1440 and 390 px under
 * /tmp/bank-shots, axe on the screens this part changed.
 */

test.use({ actionTimeout: 45_000 });
// The machines running the journeys are shared: give slow moments room.
const expect = baseExpect.configure({ timeout: 45_000 });

const SHOTS = '/tmp/bank-shots';
const RUN = Date.now().toString(36).toUpperCase();
const PAYMENT_REFERENCE = `PAY-HF-${RUN}`;

/** Screenshots at 1440 and 390 px, with `focus` (the part this journey looks at) scrolled into view. */
async function shoot(page: Page, name: string, focus?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await closeToasts(page);
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
}

/** No toast of this page says "Error". */
async function expectNoErrorToast(page: Page) {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /Error/ })).toHaveCount(0);
}

test("the charity shares an account on the firm's legacy; the firm follows the e-mail to it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const charity = await newPage(browser);
  await signIn(charity, 'charity@brightwater.test', '/secure/charity-legacies');
  await charity.goto('/secure/charity-legacies');
  const row = charity.getByRole('row').filter({ hasText: 'HF/EST/2026/014' });
  await row.getByRole('link', { name: 'HF/EST/2026/014' }).click();
  await charity.waitForURL(/\/information$/);
  await expect(charity.getByRole('region', { name: 'Firm' })).toBeVisible();
  // The firm created it: no charity reference.
  const info = charity.getByRole('region', { name: 'Information' });
  await expect(info.getByText('Charity reference')).toBeVisible();
  // The firm told the charity (the notification intake of a firm's legacy).
  const notification = charity.getByRole('region', { name: 'Notification' });
  await expect(notification.getByText('The law firm')).toBeVisible();

  // Assign a bank account: no "Error: Required" any more.
  const account = charity.getByRole('region', { name: 'Nominated account' });
  await expect(account.getByText('No bank account assigned.')).toBeVisible();
  await account.getByRole('button', { name: 'Assign a bank account' }).click();
  const select = charity.getByRole('dialog', { name: 'Select bank account' });
  await select.getByRole('button', { name: 'Select Brightwater Trust Legacies' }).click();
  await expect(toast(charity, 'The legacy has been updated')).toBeVisible();
  await expectNoErrorToast(charity);
  await expect(select).toHaveCount(0);
  await expect(account.getByText('Hidden from firm')).toBeVisible();

  // Share it with a payment reference.
  await account.getByRole('button', { name: 'Share' }).click();
  const share = charity.getByRole('dialog', { name: 'Share bank account with the law firm' });
  await share.getByLabel('Payment reference').fill(PAYMENT_REFERENCE);
  await shoot(charity, 'share-dialog');
  await expectNoSeriousA11yViolations(charity);
  await share.getByRole('button', { name: 'Share account' }).click();
  await expect(account.getByText('Visible to firm')).toBeVisible();
  await expect(account.getByText(PAYMENT_REFERENCE)).toBeVisible();
  await expectNoErrorToast(charity);
  await shoot(charity, 'firm-legacy-shared', account);
  await shoot(charity, 'firm-legacy-notification', notification);
  await expectNoSeriousA11yViolations(charity);

  // The e-mail the firm got (read from the outbox as an administrator).
  const admin = await newPage(browser);
  await signIn(admin, 'admin@probity.test');
  const headers = { authorization: `Bearer ${await accessToken(admin)}` };
  const list = await admin.request.get('/api/Mail/Outbox', {
    headers,
    params: {
      FilterType: 'trigger',
      Filter: 'BankAccountShared',
      SearchTerm: 'matter.admin@harbourfinch.test',
    },
  });
  const [summary] = (await list.json()) as { mailID: string }[];
  expect(summary).toBeDefined();
  const mail = (await (
    await admin.request.get(`/api/Mail/Outbox/${summary!.mailID}`, { headers })
  ).json()) as {
    textBody: string;
  };
  const link = /https?:\/\/\S+openCharityTab=legacy/.exec(mail.textBody)?.[0];
  expect(link).toBeDefined();
  expect(link).toMatch(
    /\/secure\/matters\/[0-9a-f-]+\/organisations\?openCharityID=[0-9a-f-]+&openCharityTab=legacy$/,
  );

  // The firm follows it, signed out: sign-in, then the overlay on the Legacy tab.
  const firm = await newPage(browser);
  await firm.goto(link!);
  await firm.waitForURL(/\/identity\//);
  await firm.getByLabel('E-mail address').fill('matter.admin@harbourfinch.test');
  await firm.getByLabel('Password', { exact: true }).fill('Probity-Demo-2026!');
  await firm.getByRole('button', { name: 'Sign in' }).click();
  await firm.waitForURL(/\/organisations\?openCharityID=/);
  const overlay = firm.getByRole('dialog', { name: /BRIGHTWATER TRUST/ });
  await expect(overlay.getByRole('tab', { name: 'Legacy' })).toHaveAttribute('aria-selected', 'true');
  const payment = overlay.getByRole('region', { name: 'Payment details' });
  await expect(payment.getByText('20-09-15')).toBeVisible();
  await expect(payment.getByText(PAYMENT_REFERENCE)).toBeVisible();
  // The tab parameter is used once and removed; the overlay's stays.
  await expect(firm).toHaveURL(/openCharityID=/);
  expect(firm.url()).not.toContain('openCharityTab');
  await shoot(firm, 'firm-legacy-tab', payment);
  await expectNoSeriousA11yViolations(firm);

  // And by hand: the matter's Charities page, the Brightwater Trust overlay, its Legacy tab.
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  await firm.getByRole('button', { name: 'View BRIGHTWATER TRUST' }).click();
  const again = firm.getByRole('dialog', { name: /BRIGHTWATER TRUST/ });
  await expect(again.getByRole('tab', { name: 'Charity' })).toHaveAttribute('aria-selected', 'true');
  await again.getByRole('tab', { name: 'Legacy' }).click();
  await expect(
    again.getByRole('region', { name: 'Payment details' }).getByText(PAYMENT_REFERENCE),
  ).toBeVisible();
  await expect(again.getByText('Brightwater Trust Legacies')).toBeVisible();
});

test('with no firm the legacy does not offer Share, and says why', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies');
  await page.getByRole('row').filter({ hasText: 'BWT-0412' }).getByRole('link', { name: 'BWT-0412' }).click();
  await page.waitForURL(/\/information$/);
  const account = page.getByRole('region', { name: 'Nominated account' });
  await expect(account.getByText('Brightwater Trust Legacies')).toBeVisible();
  await expect(
    account.getByText('No law firm is attached to this legacy, so the account stays with the charity.'),
  ).toBeVisible();
  await expect(account.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Change bank account' })).toBeVisible();
  await shoot(page, 'no-firm-account', account);
  await expectNoSeriousA11yViolations(page);
});

test('a new legacy: a duplicate reference shows on its field; the notification intake is kept', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await newPage(browser);
  await signIn(page, 'charity@brightwater.test', '/secure/charity-legacies');
  await page.goto('/secure/charity-legacies');
  await page.getByRole('button', { name: 'New legacy' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Legacy' });
  const reference = dialog.getByLabel('Legacy reference');
  await reference.fill(' bt/leg/2026/002 ');
  await dialog.getByRole('button', { name: 'Create legacy' }).click();
  await expect(dialog.getByText('A legacy with reference bt/leg/2026/002 already exists')).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');

  const ours = `E2E-INTAKE-${RUN}`;
  await reference.fill(ours);
  await dialog.getByRole('textbox', { name: 'Date notified' }).fill('14/01/2026');
  const executor = page.getByRole('option', { name: 'An executor' });
  await openChoices(dialog.getByRole('combobox', { name: 'Notified by' }), executor);
  await executor.click();
  await dialog.getByRole('textbox', { name: 'Date of will' }).fill('03/05/2019');
  await dialog.getByRole('button', { name: 'Add a contact' }).click();
  const contact = dialog.getByRole('group', { name: 'Contact 1' });
  await contact.getByLabel('Name').fill('Margaret Hale');
  await contact.getByLabel('E-mail').fill('margaret.hale@example.com');
  await contact.getByLabel('Phone').fill('07700 900123');
  await contact.getByLabel('Address').fill('12 Milton Road\nHelstone HE1 2AB');
  await shoot(page, 'new-legacy-intake', contact);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create legacy' }).click();
  await expect(toast(page, 'Legacy created')).toBeVisible();
  await page.waitForURL(/\/information$/);
  const notification = page.getByRole('region', { name: 'Notification' });
  for (const text of ['14/01/2026', 'An executor', '03/05/2019', 'Margaret Hale', '07700 900123'])
    await expect(notification.getByText(text, { exact: false }).first()).toBeVisible();
  await shoot(page, 'legacy-notification', notification);
  await expectNoSeriousA11yViolations(page);

  // Edit notification: a second contact.
  await notification.getByRole('button', { name: 'Edit notification' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit notification' });
  await edit.getByRole('button', { name: 'Add a contact' }).click();
  await edit.getByRole('group', { name: 'Contact 2' }).getByLabel('Name').fill('John Thornton');
  await shoot(page, 'edit-notification', edit.getByRole('group', { name: 'Contact 2' }));
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save notification' }).click();
  await expect(toast(page, 'The notification has been saved')).toBeVisible();
  await expect(notification.getByText('John Thornton')).toBeVisible();
});

test('deleting a nominated bank account names the legacies, then each has no account', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const accountName = `E2E Withdrawn ${RUN}`;
  const finance = await newPage(browser);
  await signIn(finance, 'finance@brightwater.test', '/secure/charity-settings/bank-accounts');
  await finance.goto('/secure/charity-settings/bank-accounts');
  await finance.getByRole('button', { name: 'New bank account' }).click();
  const form = finance.getByRole('dialog', { name: 'New bank account' });
  await form.getByLabel('Bank name').fill('Lloyds Bank');
  await form.getByLabel('Sort code').fill('08-99-99');
  await form.getByLabel('Account number').fill('66374958');
  await form.getByLabel('Account name').fill(accountName);
  const contactOption = finance.getByRole('option', { name: /finance@brightwater\.test/ });
  await openChoices(form.getByRole('combobox', { name: 'Primary contact' }), contactOption);
  await contactOption.click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(finance.getByRole('article', { name: accountName })).toBeVisible();

  // The charity nominates it on BT/LEG/2026/002.
  const charity = await newPage(browser);
  await signIn(charity, 'charity@brightwater.test', '/secure/charity-legacies');
  await charity.goto('/secure/charity-legacies');
  await charity
    .getByRole('row')
    .filter({ hasText: 'BT/LEG/2026/002' })
    .getByRole('link', { name: 'BT/LEG/2026/002' })
    .click();
  await charity.waitForURL(/\/information$/);
  const nominated = charity.getByRole('region', { name: 'Nominated account' });
  await nominated.getByRole('button', { name: /Assign a bank account|Change bank account/ }).click();
  await charity
    .getByRole('dialog', { name: 'Select bank account' })
    .getByRole('button', { name: `Select ${accountName}` })
    .click();
  await expect(nominated.getByText(accountName)).toBeVisible();

  // Finance deletes it: the dialog names the legacy first; No keeps it.
  await finance.reload();
  await finance.getByRole('button', { name: `Delete ${accountName}` }).click();
  const confirm = finance.getByRole('dialog', { name: 'Delete bank account' });
  await expect(confirm.getByText(/nominated account of legacy BT\/LEG\/2026\/002/)).toBeVisible();
  await shoot(finance, 'delete-nominated-account');
  await expectNoSeriousA11yViolations(finance);
  await confirm.getByRole('button', { name: 'No, Cancel' }).click();
  await expect(finance.getByRole('article', { name: accountName })).toBeVisible();
  await finance.getByRole('button', { name: `Delete ${accountName}` }).click();
  await finance
    .getByRole('dialog', { name: 'Delete bank account' })
    .getByRole('button', { name: 'Yes, Delete' })
    .click();
  await expect(toast(finance, `Bank account ${accountName} has been removed`)).toBeVisible();
  await expect(finance.getByRole('article', { name: accountName })).toHaveCount(0);

  // The legacy shows it has no account again.
  await charity.reload();
  await expect(nominated.getByText('No bank account assigned.')).toBeVisible();
});
