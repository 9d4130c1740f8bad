import { PASSWORD_MAX } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import { PASSKEY_NAME_MAX, type PasskeyRow } from '../passkeys.js';
import {
  errorSummary,
  type FieldErrors,
  field,
  heading,
  hidden,
  link,
  notice,
  renderPage,
} from './layout.js';

export const PASSKEY_TEXTS = {
  noScript: 'Passkeys need JavaScript in your browser. Turn it on, or sign in with your password.',
  notCreated: 'Your device did not create a passkey. Please try again.',
  added: (name: string) => `Your passkey “${name}” has been added. You can now sign in with it.`,
  removed: (name: string) => `Your passkey “${name}” has been removed.`,
  alreadyAdded: 'This passkey is already on your account.',
  tooMany: 'You have reached the limit of passkeys. Remove one you no longer use first.',
  signInFailed: 'We could not sign you in with that passkey. Please try again, or use your password.',
  notFound: 'This passkey is not on your account.',
  wrongPassword: 'The current password is incorrect.',
  signInAgain: 'For your security, sign in again before removing a passkey.',
} as const;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

function date(value: Date): string {
  return DATE.format(value);
}

/** The section of the account page that leads to the passkeys page. */
export function passkeyAccountSection(publicUrl: string, count: number): string {
  const status =
    count === 0 ? 'You have no passkeys yet.' : `You have ${count} ${count === 1 ? 'passkey' : 'passkeys'}.`;
  return `<section aria-labelledby="passkeys-title">
<h2 id="passkeys-title">Passkeys</h2>
<p class="muted">Sign in with your fingerprint, face or device PIN instead of typing your password. ${escapeHtml(status)}</p>
<a class="button button-secondary" href="${escapeHtml(`${publicUrl}/identity/account/passkeys`)}">Manage passkeys</a>
</section>`;
}

export interface PasskeysView {
  publicUrl: string;
  csrf: string;
  passkeys: PasskeyRow[];
  name?: string;
  errors?: FieldErrors;
  success?: string;
  formError?: string;
}

/** The passkeys page: the user's passkeys (name, added, last used) and a form to add one. */
export function renderPasskeys(v: PasskeysView): string {
  const base = `${v.publicUrl}/identity/account/passkeys`;
  const errors = v.errors ?? {};
  const rows = v.passkeys
    .map(
      (p) => `<li class="passkey">
<div><strong>${escapeHtml(p.name)}</strong>
<p class="muted">Added ${escapeHtml(date(p.createdAt))} · ${escapeHtml(p.lastUsedAt ? `Last used ${date(p.lastUsedAt)}` : 'Not used yet')}</p></div>
<a href="${escapeHtml(`${base}/${encodeURIComponent(p.credentialID)}/remove`)}">Remove<span class="visually-hidden"> ${escapeHtml(p.name)}</span></a>
</li>`,
    )
    .join('');
  const body = `${heading('Passkeys', 'A passkey lets you sign in with your fingerprint, face or device PIN, with no password to type or steal.')}
${v.success ? notice('success', v.success) : ''}
${v.formError ? notice('error', v.formError) : ''}
<section aria-labelledby="list-title">
<h2 id="list-title">Your passkeys</h2>
${rows ? `<ul class="passkeys">${rows}</ul>` : '<p class="muted">You have no passkeys yet.</p>'}
</section>
<section aria-labelledby="add-title">
<h2 id="add-title">Add a passkey</h2>
${errorSummary(errors, { name: 'Name' })}
<form method="post" action="${escapeHtml(base)}" data-passkey="register" data-options="${escapeHtml(`${base}/options`)}" novalidate>
${hidden('csrf', v.csrf)}${hidden('response', '')}
${field({ name: 'name', label: 'Name', value: v.name, hint: 'So you can tell your passkeys apart, for example “Work laptop”.', required: true, maxLength: PASSKEY_NAME_MAX, errors })}
<p class="field-error" role="alert" data-passkey-error hidden></p>
<button class="button button-primary" type="submit">Add a passkey</button>
</form>
</section>`;
  return renderPage({
    title: 'Passkeys',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/identity/account`, 'Back to your account')}</p>`,
  });
}

export interface RemovePasskeyView {
  publicUrl: string;
  csrf: string;
  passkey: PasskeyRow;
  /** The user has a password to confirm with; otherwise a recent sign-in is needed. */
  askPassword: boolean;
  errors?: FieldErrors;
  formError?: string;
}

export function renderRemovePasskey(v: RemovePasskeyView): string {
  const action = `${v.publicUrl}/identity/account/passkeys/${encodeURIComponent(v.passkey.credentialID)}/remove`;
  const errors = v.errors ?? {};
  const body = `${heading('Remove a passkey', `You will no longer be able to sign in with “${v.passkey.name}”.`)}
${v.formError ? notice('error', v.formError) : errorSummary(errors, { currentPassword: 'Current password' })}
<form method="post" action="${escapeHtml(action)}" novalidate>
${hidden('csrf', v.csrf)}
${v.askPassword ? field({ name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX, errors, autofocus: true }) : ''}
<button class="button button-primary" type="submit">Remove passkey</button>
</form>`;
  return renderPage({
    title: 'Remove a passkey',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/identity/account/passkeys`, 'Keep it and go back')}</p>`,
  });
}

/**
 * "Use a passkey" under a sign-in form: identity.js asks the server for options, lets the browser
 * use a passkey, puts its answer in the hidden field and submits. (Not "Sign in with a passkey":
 * the sign-in page's own button must stay the only one whose name contains "Sign in".)
 */
export function passkeySignInForm(o: { action: string; csrf: string; label?: string }): string {
  return `<form class="passkey-sign-in" method="post" action="${escapeHtml(o.action)}" data-passkey="authenticate" data-options="${escapeHtml(`${o.action}/options`)}" novalidate>
${hidden('csrf', o.csrf)}${hidden('response', '')}
<p class="field-error" role="alert" data-passkey-error hidden></p>
<button class="button button-secondary" type="submit">${escapeHtml(o.label ?? 'Use a passkey')}</button>
</form>`;
}

/** The path of the second step's passkey form (and, with /options, of its options). */
export const secondStepPasskeyPath = (t: { publicUrl: string; uid: string }) =>
  `${t.publicUrl}/identity/interaction/${encodeURIComponent(t.uid)}/second-factor/passkey`;

/**
 * "Use a passkey" on the second-step page, for users who hold one (`factors` lists the kinds the
 * user holds; when the page does not say, the button is offered).
 */
export function passkeySecondStepOption(t: {
  publicUrl: string;
  uid: string;
  csrf: string;
  factors?: readonly string[];
}): string {
  if (t.factors && !t.factors.includes('passkey')) return '';
  const form = passkeySignInForm({ action: secondStepPasskeyPath(t), csrf: t.csrf, label: 'Use a passkey' });
  return t.factors?.includes('totp') ? `<p class="divider"><span>or</span></p>\n${form}` : form;
}
