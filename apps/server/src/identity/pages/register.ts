import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import { PASSWORD_POLICY_TEXT } from '../passwords.js';
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

export const REGISTER_LABELS = {
  firstName: 'First name',
  surname: 'Surname',
  emailAddress: 'E-mail address',
  password: 'Password',
  confirmPassword: 'Repeat password',
} as const;

export interface RegisterView {
  publicUrl: string;
  csrf: string;
  values?: { firstName?: string; surname?: string; emailAddress?: string };
  errors?: FieldErrors;
  formError?: string;
}

export function renderRegister(v: RegisterView): string {
  const errors = v.errors ?? {};
  const values = v.values ?? {};
  const body = `${heading('Create your account', 'For clients of a firm that uses Probity. Firm and charity staff are invited by their administrator.')}
${v.formError ? notice('error', v.formError) : errorSummary(errors, REGISTER_LABELS)}
<form method="post" action="${escapeHtml(`${v.publicUrl}/identity/register`)}" novalidate>
${hidden('csrf', v.csrf)}
<div class="row">
${field({ name: 'firstName', label: REGISTER_LABELS.firstName, value: values.firstName, autocomplete: 'given-name', required: true, maxLength: NAME_MAX, errors })}
${field({ name: 'surname', label: REGISTER_LABELS.surname, value: values.surname, autocomplete: 'family-name', required: true, maxLength: NAME_MAX, errors })}
</div>
${field({ name: 'emailAddress', label: REGISTER_LABELS.emailAddress, type: 'email', value: values.emailAddress, autocomplete: 'email', required: true, maxLength: EMAIL_MAX, errors })}
${field({ name: 'password', label: REGISTER_LABELS.password, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, hint: PASSWORD_POLICY_TEXT, errors })}
${field({ name: 'confirmPassword', label: REGISTER_LABELS.confirmPassword, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, errors })}
${submit('Create account')}
</form>`;
  return renderPage({
    title: 'Create your account',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>Already have an account? ${link(`${v.publicUrl}/authentication/login`, 'Sign in')}</p>`,
  });
}

export function renderRegistered(publicUrl: string): string {
  return renderPage({
    title: 'Account created',
    publicUrl,
    body: `${heading('Your account has been created', 'You can now sign in with your e-mail address and password.')}
${linkButton(`${publicUrl}/authentication/login`, 'Sign in')}`,
  });
}

/** The same page whether or not the address already had an account (issue 13: no enumeration). */
export const REGISTRATION_SENT_TEXT =
  'We have sent an e-mail to the address you gave. Follow the link in it to finish: it works for 24 hours.';

export function renderRegistrationSent(publicUrl: string): string {
  return renderPage({
    title: 'Check your e-mail',
    publicUrl,
    body: `${heading('Check your e-mail to finish')}
${notice('success', REGISTRATION_SENT_TEXT)}
<p class="muted">Nothing arrived? Check your spam folder. If you already have an account, ${link(`${publicUrl}/identity/forgot-password`, 'reset your password')}.</p>`,
    footer: `<p>${link(`${publicUrl}/authentication/login`, 'Back to sign in')}</p>`,
  });
}

export function renderRegistrationLinkInvalid(publicUrl: string): string {
  return renderPage({
    title: 'Link no longer valid',
    publicUrl,
    body: `${heading('This link no longer works', 'It has expired or has already been used. If you confirmed your address already, sign in; otherwise register again.')}
${linkButton(`${publicUrl}/authentication/login`, 'Sign in')}`,
    footer: `<p>${link(`${publicUrl}/identity/register`, 'Register again')}</p>`,
  });
}
