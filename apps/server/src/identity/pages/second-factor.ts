import { escapeHtml } from '../../lib/html.js';
import { groupSecret } from '../totp.js';
import { field, heading, hidden, link, notice, renderPage, submit } from './layout.js';
import { passkeySecondStepOption } from './passkeys.js';

export const CODE_LABEL = 'Code';

/** Where the second step is being answered: the interaction's pages. */
export interface SecondStepTarget {
  publicUrl: string;
  /** The interaction uid. */
  uid: string;
  csrf: string;
}

export const interactionPath = (t: { publicUrl: string; uid: string }, step = '') =>
  `${t.publicUrl}/identity/interaction/${encodeURIComponent(t.uid)}${step}`;

/**
 * HOOK for other second factors (passkeys): each entry adds HTML (e.g. a "Use a passkey" button
 * and its form) under the code form of the second-step page.
 */
export const SECOND_STEP_OPTIONS: ((target: SecondStepTarget & { factors?: string[] }) => string)[] = [
  passkeySecondStepOption,
];

/** Sign-in, step two: the code of the authenticator app, or a recovery code. */
export function renderSecondStep(
  t: SecondStepTarget & { error?: string; hasTotp?: boolean; factors?: string[] },
): string {
  const totp = t.hasTotp !== false;
  const body = `${heading('Check it is you', totp ? 'Open your authenticator app and enter the 6-digit code it shows for Probity.' : 'Confirm your sign-in with your second factor.')}
${t.error ? notice('error', t.error) : ''}
${
  totp
    ? `<form method="post" action="${escapeHtml(interactionPath(t, '/second-factor'))}" novalidate>
${hidden('csrf', t.csrf)}
${field({ name: 'code', label: CODE_LABEL, autocomplete: 'one-time-code', required: true, maxLength: 20, hint: 'Lost your phone? Enter one of your recovery codes instead.', autofocus: true })}
${submit('Continue')}
</form>`
    : ''
}
${SECOND_STEP_OPTIONS.map((option) => option(t)).join('\n')}`;
  return renderPage({
    title: 'Check it is you',
    publicUrl: t.publicUrl,
    body,
    footer: `<p>${link(`${t.publicUrl}/authentication/login`, 'Sign in as someone else')}</p>`,
  });
}

/** The key to type into an authenticator app, and the otpauth:// link for an app on this device. */
export function totpSetupSteps(secret: string, uri: string): string {
  return `<ol class="steps">
<li>Open an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password) and add an account.</li>
<li>Choose to enter a setup key, and type this key: <code class="secret" data-secret>${escapeHtml(groupSecret(secret))}</code>
<span class="hint">On a device with an authenticator app you can instead ${link(uri, 'open the key in your app')}.</span></li>
<li>Enter the 6-digit code the app shows.</li>
</ol>`;
}

export interface TotpSetupView extends SecondStepTarget {
  secret: string;
  uri: string;
  error?: string;
}

/** Sign-in of a user who must use a second factor and has none: set one up before going on. */
export function renderSignInEnrol(v: TotpSetupView): string {
  const body = `${heading('Set up a second factor', 'Your account must be protected by a second factor. Set up an authenticator app to continue.')}
${v.error ? notice('error', v.error) : ''}
${totpSetupSteps(v.secret, v.uri)}
<form method="post" action="${escapeHtml(interactionPath(v, '/enrol'))}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'code', label: CODE_LABEL, autocomplete: 'one-time-code', required: true, maxLength: 20, autofocus: true })}
${submit('Confirm')}
</form>`;
  return renderPage({
    title: 'Set up a second factor',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/authentication/login`, 'Sign in as someone else')}</p>`,
  });
}

/** The ten recovery codes, shown once. */
export function recoveryCodesBlock(codes: string[]): string {
  return `${notice('info', 'Keep these recovery codes somewhere safe, such as a password manager. Each one works once if you cannot use your authenticator app. They will not be shown again.')}
<ol class="codes" aria-label="Recovery codes">${codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('')}</ol>`;
}

/** After enrolment during sign-in: the recovery codes, then on to Probity. */
export function renderSignInRecoveryCodes(t: SecondStepTarget & { codes?: string[] }): string {
  const body = `${heading('Your authenticator app is set up', 'From now on Probity asks for a code from the app each time you sign in.')}
${t.codes ? recoveryCodesBlock(t.codes) : notice('info', 'Your recovery codes were shown once. You can make new ones on your account page.')}
<form method="post" action="${escapeHtml(interactionPath(t, '/continue'))}" novalidate>
${hidden('csrf', t.csrf)}
${submit('Continue to Probity')}
</form>`;
  return renderPage({ title: 'Your authenticator app is set up', publicUrl: t.publicUrl, body });
}
