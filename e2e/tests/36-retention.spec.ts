import { type Page, expect as baseExpect, test } from './a11y';
import {
  accessToken,
  expectNoSeriousA11yViolations,
  navLabels,
  newPage,
  openChoices,
  signIn,
} from './support';

/**
 * Issue 19, retention: a Matter Executive has no Retention page; the firm's Matter Admin opens it,
 * sees the rules, puts a matter under a legal hold, finds on one of its individuals that an erasure
 * request keeps everything under the hold, and lifts the hold; a charity's admin does the same for a
 * legacy. Screenshots at 1280 and 390 px.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const REFERENCE = 'HF/EST/2025/087';

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/retention-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a firm admin sets and lifts a legal hold, and an erasure request keeps what the hold keeps', async ({
  browser,
}) => {
  const executive = await newPage(browser);
  await signIn(executive, 'executive@harbourfinch.test');
  expect(await navLabels(executive)).not.toContain('Retention');
  await executive.close();

  const page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'matter.admin@harbourfinch.test');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Retention' })
    .click();
  await page.waitForURL('**/secure/retention');
  await expect(page.getByRole('heading', { name: 'Retention', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Identity-check evidence and results/ })).toHaveValue(
    '60 months',
  );
  await expect(page.getByText('No matter is under a legal hold.')).toBeVisible();

  // A legal hold on an archived matter.
  const matterField = page.getByRole('combobox', { name: 'Matter' });
  await matterField.fill('2025/087');
  await openChoices(matterField, page.getByRole('option', { name: REFERENCE }));
  await page.getByRole('option', { name: REFERENCE }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Claim by a beneficiary under the 1975 Act');
  await page.getByRole('button', { name: 'Put on hold' }).click();
  const holds = page.getByRole('table', { name: 'Legal holds' });
  await expect(holds.getByText('Claim by a beneficiary under the 1975 Act')).toBeVisible();
  // The toast closes by itself (it would cover the narrow header in the screenshots).
  await expect(page.getByText('Legal hold set')).toBeVisible();
  await expect(page.getByText('Legal hold set')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'page');

  // On one of its individuals, an erasure request keeps everything while the hold is on.
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const me = (await (await page.request.get('/api/User', { headers })).json()) as { organisationID: string };
  const matters = (await (
    await page.request.get(
      `/api/Matters/Organisation/${me.organisationID}?SearchTerm=${encodeURIComponent(REFERENCE)}`,
      { headers },
    )
  ).json()) as { matterID: string; reference: string }[];
  const matter = matters.find((m) => m.reference === REFERENCE)!;
  const people = (await (
    await page.request.get(`/api/Individuals/Matter/${matter.matterID}`, { headers })
  ).json()) as {
    individualID: string;
    surname: string;
  }[];
  await page.goto(`/secure/matters/${matter.matterID}/individuals/${people[0]!.individualID}/manage`);
  await page.getByRole('button', { name: 'Erasure request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erasure request' });
  await expect(dialog.getByRole('list', { name: 'Must be kept' })).toContainText(
    `Legal hold on matter ${REFERENCE}`,
  );
  await expect(dialog.getByRole('button', { name: 'Erase what can go' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'erasure');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Lifting it asks why.
  await page.goto('/secure/retention');
  await page.getByRole('button', { name: `Lift the hold on ${REFERENCE}` }).click();
  const lift = page.getByRole('dialog');
  await lift.getByRole('textbox', { name: 'Reason' }).fill('Claim withdrawn');
  await lift.getByRole('button', { name: 'Lift hold' }).click();
  await expect(page.getByText('No matter is under a legal hold.')).toBeVisible();
});

/**
 * Issue 19 for charities: the charity's Finance user has no Retention page; its Charity admin sees
 * the rule of its legacies (six years at least), puts a legacy under a legal hold and lifts it.
 */
test("a charity admin keeps its legacies' retention: the rule, and a legal hold on a legacy", async ({
  browser,
}) => {
  const LEGACY = 'BT/LEG/2025/009';
  const finance = await newPage(browser);
  await signIn(finance, 'finance@brightwater.test');
  expect(await navLabels(finance)).not.toContain('Retention');
  await finance.close();

  const page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'charity@brightwater.test');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Retention' })
    .click();
  await page.waitForURL('**/secure/retention');
  await expect(page.getByRole('textbox', { name: /Legacy records/ })).toHaveValue('72 months');
  await expect(page.getByText('No legacy is under a legal hold.')).toBeVisible();

  const legacyField = page.getByRole('combobox', { name: 'Legacy' });
  await legacyField.fill('2025/009');
  await openChoices(legacyField, page.getByRole('option', { name: LEGACY }));
  await page.getByRole('option', { name: LEGACY }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('The will is contested');
  await page.getByRole('button', { name: 'Put on hold' }).click();
  const holds = page.getByRole('table', { name: 'Legal holds' });
  await expect(holds.getByRole('link', { name: LEGACY })).toBeVisible();
  await expect(page.getByText('Legal hold set')).toBeVisible();
  await expect(page.getByText('Legal hold set')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'charity');

  await page.getByRole('button', { name: `Lift the hold on ${LEGACY}` }).click();
  const lift = page.getByRole('dialog');
  await lift.getByRole('textbox', { name: 'Reason' }).fill('Settled');
  await lift.getByRole('button', { name: 'Lift hold' }).click();
  await expect(page.getByText('No legacy is under a legal hold.')).toBeVisible();
});
