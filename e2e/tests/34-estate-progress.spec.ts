import { type Page, expect as baseExpect, test } from './a11y';
import {
  accessToken,
  closeToasts,
  expectNoSeriousA11yViolations,
  matterIdOf,
  newPage,
  openChoices,
  signIn,
  toast,
} from './support';

/**
 * Issue 17 "Progress shared with the charities": the charity Brightwater (half of the demo estate's
 * residue, figures shared in the seed) reads its estimated entitlement in the Estate progress panel
 * of its legacy; a Matter Admin sees what the charities see on the estate's Charities page and adds
 * an asset on its Assets page; the charity's entitlement grows by exactly half of the asset's value.
 * The asset is deleted again (the demo data is left as it was). Screenshots of the panel and of the
 * firm's card at 1280 and 390 px wide; axe on each screen.
 */

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const CAR = `Jaguar XF, ${Date.now().toString(36)}`;
const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The charity's legacy on a matter, by the matter's reference (the legacy's own reference). */
async function legacyIdOf(page: Page, reference: string): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const me = (await (await page.request.get('/api/User', { headers })).json()) as { organisationID: string };
  const response = await page.request.get(`/api/Legacy/Organisation/${me.organisationID}`, {
    headers,
    params: { SearchTerm: reference, pageCount: 10 },
  });
  const list = (await response.json()) as { legacyID: string; reference: string }[];
  const legacy = list.find((l) => l.reference === reference);
  if (!legacy) throw new Error(`no legacy ${reference}`);
  return legacy.legacyID;
}

test('a Matter Admin adds an asset and the charity sees its entitlement grow', async ({ browser }) => {
  const charity = await newPage(browser);
  await signIn(charity, 'charity@brightwater.test');
  const legacyID = await legacyIdOf(charity, 'HF/EST/2026/014');
  await charity.goto(`/secure/charity-legacies/${legacyID}/information`);
  const panel = charity.getByRole('region', { name: 'Estate progress' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Submitted', { exact: false }).first()).toBeVisible();
  await expect(panel.getByText('From the firm’s estate figures')).toBeVisible();
  const entitlement = panel.getByTestId('estate-entitlement');
  await expect(entitlement).toHaveText(/^£[\d,]+\.\d\d$/);
  const before = pence((await entitlement.textContent()) ?? '');
  await expectNoSeriousA11yViolations(charity);
  await shoot(charity, '34-estate-progress-panel');

  const firm = await newPage(browser);
  await signIn(firm, 'matter.admin@harbourfinch.test');
  const estateID = await matterIdOf(firm, 'HF/EST/2026/014');
  await firm.goto(`/secure/matters/${estateID}/organisations`);
  const card = firm.getByRole('region', { name: 'What the charities see' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Share the estate’s figures' })).toBeChecked();
  await expect(card.getByText(/BRIGHTWATER/i)).toBeVisible();
  await expectNoSeriousA11yViolations(firm);
  await shoot(firm, '34-estate-sharing-card');

  await firm.getByRole('navigation', { name: 'Matter' }).getByRole('link', { name: 'Assets' }).click();
  await firm.getByRole('button', { name: 'Add asset' }).click();
  const dialog = firm.getByRole('dialog', { name: 'Add asset' });
  await openChoices(
    dialog.getByRole('combobox', { name: 'Category' }),
    firm.getByRole('option', { name: 'Vehicles' }),
  );
  await firm.getByRole('option', { name: 'Vehicles' }).click();
  await dialog.getByRole('textbox', { name: /^Description/ }).fill(CAR);
  await dialog.getByRole('textbox', { name: /^Value at date of death/ }).fill('10,000.00');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(toast(firm, 'Item saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Half of the residue is Brightwater's: £10,000 more in the estate is £5,000 more for it.
  await charity.reload();
  await expect(
    charity.getByRole('region', { name: 'Estate progress' }).getByTestId('estate-entitlement'),
  ).toHaveText(`£${((before + 500_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);

  await closeToasts(firm);
  await firm
    .getByRole('region', { name: 'Vehicles' })
    .getByRole('button', { name: `Delete: ${CAR}` })
    .click();
  await firm
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Yes/ })
    .click();
  await expect(toast(firm, 'Item deleted.')).toBeVisible();
  await charity.reload();
  await expect(
    charity.getByRole('region', { name: 'Estate progress' }).getByTestId('estate-entitlement'),
  ).toHaveText(`£${(before / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);

  // The legacy's money follows the estate (read-only), and the co-beneficiaries page shows the lead.
  await charity
    .getByRole('navigation', { name: 'Legacy' })
    .getByRole('link', { name: 'Legacy Details' })
    .click();
  const figures = charity.getByRole('region', { name: 'Your entitlement' });
  await expect(figures.getByText('From the firm’s estate figures')).toBeVisible();
  await expect(charity.getByRole('button', { name: 'New legacy detail' })).toHaveCount(0);
  await charity
    .getByRole('navigation', { name: 'Legacy' })
    .getByRole('link', { name: 'Beneficiaries' })
    .click();
  const lead = charity.getByRole('region', { name: 'Lead charity' });
  await expect(lead.getByText(/BRIGHTWATER TRUST leads/i)).toBeVisible();
  await shoot(charity, '34-estate-lead');
  await firm.context().close();
  await charity.context().close();
});
