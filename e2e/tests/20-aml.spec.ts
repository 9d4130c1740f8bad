import fs from 'node:fs';
import { type Page, expect, test } from './a11y';
import {
  DESKTOP,
  MOBILE,
  closeToasts,
  expectNoSeriousA11yViolations,
  navLabels,
  newPage,
  openChoices,
  signIn,
  toast,
} from './support';

/**
 * Issue 12: the MLRO's Compliance area lists the firm's sanctions hit (Gennadiy Timchenko on
 * HF/TRU/2026/009) and PEP match (Eleanor Fairclough on HF/POA/2026/003); a decision with its reason
 * takes an item out of the open queue; a high-risk assessment waits for the MLRO's sign-off; the
 * platform administrator sees the screening list's date and size and the modulus tables' edition.
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
    await page.screenshot({ path: `${SHOTS}/aml-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('the MLRO works the Compliance queue: a PEP match resolved with its reason', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await signIn(page, 'mlro@harbourfinch.test');
  expect(await navLabels(page)).toContain('Compliance');
  await page.goto('/secure/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();

  const queue = page.getByRole('table', { name: 'Compliance' });
  // Other journeys add people of the same names on other matters: each row is found by its matter.
  const sanctioned = queue
    .getByRole('row')
    .filter({ hasText: 'Timchenko' })
    .filter({ hasText: 'HF/TRU/2026/009' });
  await expect(sanctioned).toContainText('Sanctions match');
  const pep = queue.getByRole('row').filter({ hasText: 'Fairclough' }).filter({ hasText: 'HF/POA/2026/003' });
  await expect(pep).toContainText('PEP match');
  await expect(pep).toContainText('Refer – enhanced due diligence');
  await expect(page.getByRole('heading', { name: 'Re-screening alerts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risk assessments awaiting sign-off' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'compliance');

  // Resolving asks for a decision and a reason; both are required.
  await pep.getByRole('button', { name: /Resolve/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve check' });
  await dialog.getByRole('button', { name: 'Record decision' }).click();
  await expect(dialog.getByText('Choose a decision')).toBeVisible();
  await expect(dialog.getByText('Give the reason for the decision')).toBeVisible();
  const decision = dialog.getByRole('combobox', { name: 'Decision' });
  await openChoices(decision, page.getByRole('option', { name: 'Enhanced due diligence done' }));
  await page.getByRole('option', { name: 'Enhanced due diligence done' }).click();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Source of wealth evidenced by the 2019 sale of the family business; partner approved.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Record decision' }).click();
  await expect(toast(page, 'Decision recorded')).toBeVisible();
  await expect(pep).toHaveCount(0);
  await expect(sanctioned).toBeVisible();
  await closeToasts(page);
});

test('a high-risk assessment waits for the MLRO, who signs it off', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await signIn(page, 'mlro@harbourfinch.test');
  await page.goto('/secure/compliance');
  const queue = page.getByRole('table', { name: 'Compliance' });
  await queue
    .getByRole('row')
    .filter({ hasText: 'Timchenko' })
    .filter({ hasText: 'HF/TRU/2026/009' })
    .getByRole('link', { name: /Timchenko/ })
    .first()
    .click();
  await page.waitForURL(/\/individuals\/[^/]+\/manage/);
  await expect(page.getByRole('heading', { name: 'Risk assessment' })).toBeVisible();

  await page.getByRole('button', { name: 'New assessment' }).click();
  const form = page.getByRole('dialog', { name: 'New assessment' });
  const factors: [string, string | null, string][] = [
    ['Customer risk', 'Medium', 'Beneficiary of a discretionary trust; no adverse media.'],
    ['Geographic risk', 'High', 'Resident abroad; designated under the Russia regime.'],
    ['Product, service or transaction risk', null, 'Ordinary trust administration.'],
    ['Delivery channel risk', null, 'Met in person at the office.'],
  ];
  for (const [factor, level, note] of factors) {
    if (level) {
      const field = form.getByRole('combobox', { name: factor, exact: true });
      await openChoices(field, page.getByRole('option', { name: level, exact: true }));
      await page.getByRole('option', { name: level, exact: true }).click();
    }
    await form.getByRole('textbox', { name: `${factor}: Note` }).fill(note);
  }
  await expect(form.getByText('High because geographic risk is High')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'risk-form');
  await form.getByRole('button', { name: 'Save assessment' }).click();
  await expect(toast(page, 'Risk assessment saved')).toBeVisible();
  await expect(page.getByText('Awaiting MLRO sign-off').first()).toBeVisible();
  await closeToasts(page);

  await page.getByRole('button', { name: 'Sign off' }).click();
  const signOff = page.getByRole('dialog', { name: 'MLRO sign-off' });
  await signOff
    .getByRole('textbox', { name: 'Sign-off note' })
    .fill('Relationship accepted on enhanced due diligence; review in a year.');
  await signOff.getByRole('button', { name: 'Sign off' }).click();
  await expect(toast(page, 'Assessment signed off')).toBeVisible();
  await expect(page.getByText('Awaiting MLRO sign-off')).toHaveCount(0);
  await closeToasts(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'risk-signed-off');
});

test("the administrator sees the screening list's date and size and the modulus tables' edition", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'admin@probity.test');
  await page.goto('/secure/jobs');
  const lists = page.getByRole('table', { name: 'Screening lists' });
  const sanctions = lists.getByRole('row').filter({ hasText: 'UK Sanctions List' });
  await expect(sanctions).toContainText('16');
  await expect(sanctions).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'screening-lists');

  await page.goto('/secure/settings/modulus-tables');
  await expect(page.getByRole('heading', { name: 'Bank modulus tables' })).toBeVisible();
  await expect(page.getByText('v8.50').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'modulus-tables');
});
