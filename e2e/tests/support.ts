import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';

export const DEMO_PASSWORD = 'Probity-Demo-2026!';
/** The demo administrator's authenticator key (DEMO_TOTP_SECRET's default). */
export const DEMO_TOTP_SECRET = 'PROBITYDEMOADMINTOTPSECRETKEY234';

/**
 * Authenticator keys of users the journeys enrolled, by e-mail address (the demo administrator's is
 * configured). Kept in the worker's data folder beside its server's data: Playwright starts a new
 * worker process after a failed journey, and the server still holds the enrolments.
 */
class TotpSecrets {
  private readonly file = path.join(process.env.E2E_DATA_DIR ?? '.', 'e2e-totp-secrets.json');
  private read(): Record<string, string> {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  }
  get(email: string): string | undefined {
    return email === 'admin@probity.test' ? (this.read()[email] ?? DEMO_TOTP_SECRET) : this.read()[email];
  }
  set(email: string, secret: string) {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify({ ...this.read(), [email]: secret }));
  }
  delete(email: string) {
    const { [email]: _gone, ...rest } = this.read();
    fs.writeFileSync(this.file, JSON.stringify(rest));
  }
}
export const totpSecrets = new TotpSecrets();

/**
 * Answers the second step of sign-in with an authenticator code. A code works once, so a second
 * sign-in within the same 30 seconds takes the next step's code (the server accepts one step
 * ahead), and after that waits for the next step.
 */
export async function enterTotpCode(page: Page, secret: string) {
  const now = Date.now() / 1000;
  const tries = [now, now + 30, Math.ceil(now / 30) * 30 + 31];
  for (const epoch of tries) {
    // A step's code is accepted from 30 seconds before the step begins.
    await page.waitForTimeout(Math.max(0, epoch * 1000 - Date.now() - 30_000));
    await page.getByLabel('Code', { exact: true }).fill(await generate({ secret, epoch: Math.floor(epoch) }));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/second-factor') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    if (response.status() !== 200) return;
    if (!(await page.getByText('already been used').isVisible())) return;
  }
}

/** Signs in through the identity server's own page, starting from a page of the product. */
export async function signIn(page: Page, email: string, startAt = '/secure', password = DEMO_PASSWORD) {
  await page.goto(startAt);
  await page.waitForURL(/\/identity\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = totpSecrets.get(email);
  if (secret) {
    await expect(page.getByRole('heading', { name: 'Check it is you' })).toBeVisible();
    await enterTotpCode(page, secret);
  }
  await page.waitForURL((url) => url.pathname.startsWith('/secure'));
}

/** The labels of the side navigation links, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav).toBeAttached();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** A page in a context of its own (its own session), at desktop width. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Closes the toasts so they do not cover the pictures (one on its way out may not take a click). */
export async function closeToasts(page: Page) {
  const closeButtons = page.locator('.mantine-Notification-root button');
  for (let i = 0; i < 10 && (await closeButtons.count()) > 0; i++) {
    await closeButtons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
  }
  // Toasts close by themselves after 10 s (spec 01 §9).
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** The signed-in user's access token, as the web app keeps it (oidc-client-ts in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string }).access_token
      : '';
  });
}

/** The id of one of the signed-in firm user's matters, by its reference (wherever it is in the list). */
export async function matterIdOf(page: Page, reference: string): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const me = (await (await page.request.get('/api/User', { headers })).json()) as { organisationID: string };
  const response = await page.request.get(`/api/Matters/Organisation/${me.organisationID}`, {
    headers,
    params: { SearchTerm: reference, pageCount: 10 },
  });
  const matters = (await response.json()) as { matterID: string; reference: string }[];
  const matter = matters.find((m) => m.reference === reference);
  if (!matter) throw new Error(`no matter ${reference}`);
  return matter.matterID;
}

/**
 * Opens a Mantine select or multi-select so that `option` shows. The field is disabled while its
 * choices load, and its input is as narrow as its text while empty, so the click is forced on an
 * enabled field and repeated if it landed while the page was still settling.
 */
export async function openChoices(field: Locator, option: Locator) {
  await expect(field).toBeEnabled();
  await expect(async () => {
    if (!(await option.isVisible())) await field.click({ force: true });
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Runs axe on the page as it stands and fails on any critical or serious violation, naming each
 * rule and the first elements it found. `exclude` leaves out parts another check covers (CSS selectors).
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `axe found serious violations on ${page.url()}`).toEqual([]);
}

/**
 * A one-time link (invitation, password reset) from the newest e-mail delivered to `address`.
 * Administrators see such links hidden in the outbox; without SMTP the server writes every
 * delivered message to DATA_DIR/mail as an .eml file, which is read here.
 */
export async function deliveredLink(address: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const raw = fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) continue;
      const link = pattern.exec(raw)?.[0];
      if (link) return link.replaceAll('&amp;', '&');
    }
    if (Date.now() > end) throw new Error(`no delivered e-mail to ${address} with ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Full-page screenshots at the desktop width and at 390 px (screenshots/{name}-desktop|mobile.png). */
export async function shootBothWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    // The shell's side navigation slides away below the breakpoint: let it finish.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
