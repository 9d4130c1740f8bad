import { EMAIL_MAX, PASSWORD_MAX } from '@probity/domain';
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

export const FORGOT_SENT_TEXT =
  'If an account exists for that address, we have sent a link to reset your password. The link is valid for 1 hour.';

export interface ForgotView {
  publicUrl: string;
  csrf: string;
  emailAddress?: string;
  errors?: FieldErrors;
  formError?: string;
}

export function renderForgotPassword(v: ForgotView): string {
  const errors = v.errors ?? {};
  const body = `${heading('Forgot your password?', 'Enter the e-mail address of your account and we will send you a link to choose a new password.')}
${v.formError ? notice('error', v.formError) : errorSummary(errors, { emailAddress: 'E-mail address' })}
<form method="post" action="${escapeHtml(`${v.publicUrl}/identity/forgot-password`)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'emailAddress', label: 'E-mail address', type: 'email', value: v.emailAddress, autocomplete: 'email', required: true, maxLength: EMAIL_MAX, errors, autofocus: true })}
${submit('Send reset link')}
</form>`;
  return renderPage({
    title: 'Forgot your password?',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/authentication/login`, 'Back to sign in')}</p>`,
  });
}

export function renderForgotSent(publicUrl: string): string {
  return renderPage({
    title: 'Check your e-mail',
    publicUrl,
    body: `${heading('Check your e-mail')}
${notice('success', FORGOT_SENT_TEXT)}
<p class="muted">Nothing arrived? Check your spam folder, or ${link(`${publicUrl}/identity/forgot-password`, 'ask for a new link')}.</p>`,
    footer: `<p>${link(`${publicUrl}/authentication/login`, 'Back to sign in')}</p>`,
  });
}

export type SetPasswordMode = 'reset' | 'invitation';

const MODE_TEXTS: Record<SetPasswordMode, { title: string; lead: string; button: string; path: string }> = {
  reset: {
    title: 'Choose a new password',
    lead: 'Your new password replaces the old one and signs you out everywhere.',
    button: 'Save new password',
    path: '/identity/reset-password',
  },
  invitation: {
    title: 'Welcome to Probity',
    lead: 'You have been invited to Probity. Choose a password to finish setting up your account.',
    button: 'Set password',
    path: '/identity/accept-invitation',
  },
};

export const SET_PASSWORD_LABELS = { password: 'New password', confirmPassword: 'Repeat password' };

export interface SetPasswordView {
  publicUrl: string;
  csrf: string;
  mode: SetPasswordMode;
  token: string;
  emailAddress?: string;
  errors?: FieldErrors;
  formError?: string;
}

export function renderSetPassword(v: SetPasswordView): string {
  const t = MODE_TEXTS[v.mode];
  const errors = v.errors ?? {};
  const body = `${heading(t.title, t.lead)}
${v.formError ? notice('error', v.formError) : errorSummary(errors, SET_PASSWORD_LABELS)}
<form method="post" action="${escapeHtml(`${v.publicUrl}${t.path}`)}" novalidate>
${hidden('csrf', v.csrf)}
${hidden('token', v.token)}
${v.emailAddress ? `<input type="email" name="username" value="${escapeHtml(v.emailAddress)}" autocomplete="username" hidden readonly>` : ''}
${field({ name: 'password', label: SET_PASSWORD_LABELS.password, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, hint: PASSWORD_POLICY_TEXT, errors, autofocus: true })}
${field({ name: 'confirmPassword', label: SET_PASSWORD_LABELS.confirmPassword, type: 'password', autocomplete: 'new-password', required: true, maxLength: PASSWORD_MAX, errors })}
${submit(t.button)}
</form>`;
  return renderPage({ title: t.title, publicUrl: v.publicUrl, body });
}

export function renderPasswordSet(publicUrl: string, mode: SetPasswordMode): string {
  const title = mode === 'reset' ? 'Your password has been changed' : 'Your account is ready';
  return renderPage({
    title,
    publicUrl,
    body: `${heading(title, 'You can now sign in with your e-mail address and new password.')}
${linkButton(`${publicUrl}/authentication/login`, 'Sign in')}`,
  });
}

export function renderLinkInvalid(publicUrl: string, mode: SetPasswordMode): string {
  const lead =
    mode === 'reset'
      ? 'This link has expired or has already been used. Reset links are valid for 1 hour and work once.'
      : 'This invitation has expired or has already been used. Invitations are valid for 7 days. Ask your administrator to send a new one, or reset your password if you already set one.';
  return renderPage({
    title: 'Link no longer valid',
    publicUrl,
    body: `${heading('This link is no longer valid', lead)}
${linkButton(`${publicUrl}/identity/forgot-password`, 'Ask for a new link')}`,
    footer: `<p>${link(`${publicUrl}/authentication/login`, 'Back to sign in')}</p>`,
  });
}
