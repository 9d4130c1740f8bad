import * as client from 'openid-client';
import type { CeremonyOverrides, SoftAuthenticator } from './authenticator.js';
import { readForm, TestBrowser } from './browser.js';
import type { FlowSetup } from './flow.js';

/** What identity.js does first: POST the form's csrf as JSON to its data-options URL. */
export async function fetchOptions(browser: TestBrowser, url: string, csrf: string, origin?: string) {
  const res = await browser.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin ?? new URL(url).origin },
    body: JSON.stringify({ csrf }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { challenge: string } };
}

/** Adds a passkey from /identity/account/passkeys with a browser that is signed in to the identity server. */
export async function enrolPasskey(
  browser: TestBrowser,
  setup: FlowSetup,
  authenticator: SoftAuthenticator,
  name: string,
  overrides: CeremonyOverrides = {},
) {
  const page = await browser.get(`${setup.publicUrl}/identity/account/passkeys`);
  const { action, fields } = readForm(await page.text());
  const options = await fetchOptions(browser, `${action}/options`, fields.csrf!);
  const answer = authenticator.create(options.body as never, overrides);
  const res = await browser.post(action, { ...fields, name, response: JSON.stringify(answer) });
  return { res, html: await res.text() };
}

/** Starts an authorization request as the web app does and returns the sign-in page. */
export async function openSignIn(oidc: client.Configuration, setup: FlowSetup, browser: TestBrowser) {
  const redirectUri = `${setup.publicUrl}/authentication/login-callback`;
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authUrl = client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const start = await browser.follow(await browser.get(authUrl), authUrl, redirectUri);
  const html = await start.res.text();
  /** Finishes the code flow from a response that redirects towards the web app. */
  async function complete(res: Response, from: string) {
    const landing = await browser.follow(res, from, redirectUri);
    if (!landing.url.startsWith(redirectUri)) return { html: await landing.res.text() };
    const tokens = await client.authorizationCodeGrant(oidc, new URL(landing.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { tokens };
  }
  return { html, url: start.url, complete };
}

export interface PasskeySignIn {
  browser: TestBrowser;
  /** The assertion that was posted (for replays). */
  answer: ReturnType<SoftAuthenticator['get']>;
  action: string;
  fields: Record<string, string>;
  html?: string;
  tokens?: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
}

/** "Use a passkey" on a fresh sign-in page, without a password. */
export async function passkeySignIn(
  oidc: client.Configuration,
  setup: FlowSetup,
  authenticator: SoftAuthenticator,
  overrides: CeremonyOverrides = {},
  browser = new TestBrowser(new URL(setup.publicUrl).origin),
): Promise<PasskeySignIn> {
  const signInPage = await openSignIn(oidc, setup, browser);
  const { action, fields } = readForm(signInPage.html, 1);
  const options = await fetchOptions(browser, `${action}/options`, fields.csrf!);
  const answer = authenticator.get(options.body as never, overrides);
  const res = await browser.post(action, { ...fields, response: JSON.stringify(answer) });
  return { browser, answer, action, fields, ...(await signInPage.complete(res, action)) };
}

/** The password, then "Use a passkey" on the second-step page (issue 13's second factor). */
export async function passwordThenPasskey(
  oidc: client.Configuration,
  setup: FlowSetup,
  credentials: { emailAddress: string; password: string },
  authenticator: SoftAuthenticator,
  overrides: CeremonyOverrides = {},
) {
  const browser = new TestBrowser(new URL(setup.publicUrl).origin);
  const signInPage = await openSignIn(oidc, setup, browser);
  const password = readForm(signInPage.html);
  const posted = await browser.post(password.action, { ...password.fields, ...credentials });
  const secondStep = await posted.text();
  const form = readForm(secondStep, secondStep.includes('name="code"') ? 1 : 0);
  const options = await fetchOptions(browser, `${form.action}/options`, form.fields.csrf!);
  const answer = authenticator.get(options.body as never, overrides);
  const res = await browser.post(form.action, { ...form.fields, response: JSON.stringify(answer) });
  return {
    secondStep,
    action: form.action,
    options: options.body,
    ...(await signInPage.complete(res, form.action)),
  };
}
