import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import { PASSWORD_POLICY_TEXT } from '../passwords.js';
import { passkeyAccountSection } from './passkeys.js';
import {
  errorSummary,
  type FieldErrors,
  field,
  heading,
  hidden,
  link,
  linkButton,
  notice,
  renderPage,
  submit,
} from './layout.js';

export const PROFILE_LABELS = {
  firstName: 'First name',
  surname: 'Surname',
  emailAddress: 'E-mail address',
  currentPassword: 'Current password',
} as const;

export const CHANGE_PASSWORD_LABELS = {
  currentPassword: 'Current password',
  password: 'New password',
  confirmPassword: 'Repeat new password',
} as const;

export interface AccountView {
  publicUrl: string;
  csrf: string;
  profile: { firstName: string; surname: string; emailAddress: string };
  profileErrors?: FieldErrors;
  passwordErrors?: FieldErrors;
  success?: string;
  formError?: string;
  /** How many passkeys the user has (the Passkeys section links to their page). */
  passkeyCount?: number;
}

export function renderAccount(v: AccountView): string {
  const action = escapeHtml(`${v.publicUrl}/identity/account`);
  const profileErrors = v.profileErrors ?? {};
  const passwordErrors = v.passwordErrors ?? {};
  // The password form keeps its own ids apart from the profile form's current-password field.
  const prefixed = (errors: FieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([k, m]) => [`pw-${k}`, m])) as FieldErrors;
  const body = `${heading('Your account', 'Your name and e-mail address as your firm and Probity see them, and your password.')}
${v.success ? notice('success', v.success) : ''}
${v.formError ? notice('error', v.formError) : ''}
<section aria-labelledby="profile-title">
<h2 id="profile-title">Personal details</h2>
${errorSummary(profileErrors, PROFILE_LABELS)}
<form method="post" action="${action}" novalidate>
${hidden('csrf', v.csrf)}${hidden('form', 'profile')}
<div class="row">
${field({ name: 'firstName', label: PROFILE_LABELS.firstName, value: v.profile.firstName, autocomplete: 'given-name', required: true, maxLength: NAME_MAX, errors: profileErrors })}
${field({ name: 'surname', label: PROFILE_LABELS.surname, value: v.profile.surname, autocomplete: 'family-name', required: true, maxLength: NAME_MAX, errors: profileErrors })}
</div>
${field({ name: 'emailAddress', label: PROFILE_LABELS.emailAddress, type: 'email', value: v.profile.emailAddress, autocomplete: 'email', required: true, maxLength: EMAIL_MAX, errors: profileErrors })}
${field({ name: 'currentPassword', label: PROFILE_LABELS.currentPassword, type: 'password', autocomplete: 'current-password', maxLength: PASSWORD_MAX, hint: 'Only needed when you change your e-mail address.', errors: profileErrors })}
${submit('Save changes')}
</form>
</section>
<section aria-labelledby="password-title">
<h2 id="password-title">Change password</h2>
${errorSummary(prefixed(passwordErrors), { 'pw-currentPassword': CHANGE_PASSWORD_LABELS.currentPassword, 'pw-password': CHANGE_PASSWORD_LABELS.password, 'pw-confirmPassword': CHANGE_PASSWORD_LABELS.confirmPassword })}
<form method="post" action="${action}" novalidate>
${hidden('csrf', v.csrf)}${hidden('form', 'password')}
<input type="email" name="username" value="${escapeHtml(v.profile.emailAddress)}" autocomplete="username" aria-label="E-mail address" hidden readonly>
${field({ name: 'pw-currentPassword', label: CHANGE_PASSWORD_LABELS.currentPassword, type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX, errors: prefixed(passwordErrors) })}
${field({ name: 'pw-password', label: CHANGE_PASSWORD_LABELS.password, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, hint: PASSWORD_POLICY_TEXT, errors: prefixed(passwordErrors) })}
${field({ name: 'pw-confirmPassword', label: CHANGE_PASSWORD_LABELS.confirmPassword, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, errors: prefixed(passwordErrors) })}
${submit('Change password')}
</form>
</section>
${passkeyAccountSection(v.publicUrl, v.passkeyCount ?? 0)}
${signOutEverywhereSection(action, v.csrf)}`;
  return renderPage({
    title: 'Your account',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/identity/account/security`, 'Sign-in security (authenticator app, recovery codes)')}</p>
<p>${link(`${v.publicUrl}/secure`, 'Back to Probity')}</p>`,
  });
}

/** Issue 13: ends every session of the account, on every device, this one included. */
function signOutEverywhereSection(action: string, csrf: string): string {
  return `<section aria-labelledby="everywhere-title">
<h2 id="everywhere-title">Sign out everywhere</h2>
<p>Signs you out of Probity on every device and browser, this one included. Use it if you signed in on a shared computer or think someone else has used your account.</p>
<form method="post" action="${action}" novalidate>
${hidden('csrf', csrf)}${hidden('form', 'sign-out-everywhere')}
${submit('Sign out everywhere')}
</form>
</section>`;
}

export function renderSignedOutEverywhere(publicUrl: string): string {
  return renderPage({
    title: 'You have been signed out everywhere',
    publicUrl,
    body: `${heading('You have been signed out everywhere', 'Probity has ended every session of your account, on every device. Sign in again to carry on.')}
${linkButton(`${publicUrl}/authentication/login?returnUrl=%2Fsecure`, 'Sign in')}`,
    footer: `<p>${link(`${publicUrl}/`, 'Back to Probity')}</p>`,
  });
}

export function renderSignInFirst(publicUrl: string): string {
  return renderPage({
    title: 'Please sign in first',
    publicUrl,
    body: `${heading('Please sign in first', 'Your account page is available once you are signed in to Probity.')}
${linkButton(`${publicUrl}/authentication/login?returnUrl=%2Fsecure`, 'Sign in')}`,
    footer: `<p>${link(`${publicUrl}/secure`, 'Back to Probity')}</p>`,
  });
}
