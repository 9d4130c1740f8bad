import * as client from 'openid-client';
import { readForm, TestBrowser } from './browser.js';

export interface FlowSetup {
  publicUrl: string;
  clientId: string;
}

/** The relying-party side for tests: openid-client 6 against our issuer over loopback HTTP. */
export async function discoverIssuer(setup: FlowSetup): Promise<client.Configuration> {
  return client.discovery(new URL(`${setup.publicUrl}/identity`), setup.clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

export interface SignInAttempt {
  browser: TestBrowser;
  /** The sign-in page after the attempt, when it did not redirect back to the web app. */
  html?: string;
  tokens?: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
}

/**
 * What the web app and a person do: start an authorization request with PKCE, land on the
 * sign-in page, post e-mail and password, follow the redirects back to the callback, and
 * exchange the code for tokens.
 */
export async function signIn(
  oidc: client.Configuration,
  setup: FlowSetup,
  credentials: { emailAddress: string; password: string; code?: string | (() => Promise<string>) },
  browser = new TestBrowser(new URL(setup.publicUrl).origin),
): Promise<SignInAttempt> {
  const { code, ...typed } = credentials;
  const redirectUri = `${setup.publicUrl}/authentication/login-callback`;
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authUrl = client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const start = await browser.follow(await browser.get(authUrl), authUrl, redirectUri);
  let landing = start;
  if (!start.url.startsWith(redirectUri)) {
    const page = await start.res.text();
    const { action, fields } = readForm(page);
    const posted = await browser.post(new URL(action, start.url), { ...fields, ...typed });
    landing = await browser.follow(posted, action, redirectUri);
    if (!landing.url.startsWith(redirectUri) && code !== undefined) {
      // Issue 13: the second step asks for the authenticator's code (or a recovery code).
      const step = await landing.res.text();
      const form = readForm(step);
      if (!form.action.endsWith('/second-factor')) return { browser, html: step };
      const value = typeof code === 'string' ? code : await code();
      const answered = await browser.post(new URL(form.action, landing.url), { ...form.fields, code: value });
      landing = await browser.follow(answered, form.action, redirectUri);
    }
    if (!landing.url.startsWith(redirectUri)) return { browser, html: await landing.res.text() };
  }
  const tokens = await client.authorizationCodeGrant(oidc, new URL(landing.url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { browser, tokens };
}

/** The page shown after a failed attempt, with what the user typed. */
export async function failedSignIn(
  oidc: client.Configuration,
  setup: FlowSetup,
  credentials: { emailAddress: string; password: string },
): Promise<string> {
  const attempt = await signIn(oidc, setup, credentials);
  if (!attempt.html) throw new Error('expected the sign-in page, got tokens');
  return attempt.html;
}
