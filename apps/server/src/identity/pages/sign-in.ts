import { EMAIL_MAX, PASSWORD_MAX } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import { field, heading, hidden, link, linkButton, notice, renderPage, submit } from './layout.js';
import { passkeySignInForm } from './passkeys.js';

export interface SignInView {
  publicUrl: string;
  action: string;
  csrf: string;
  emailAddress?: string;
  error?: string;
}

export function renderSignIn(v: SignInView): string {
  const body = `${heading('Sign in', 'Use the e-mail address and password of your Probity account.')}
${v.error ? notice('error', v.error) : ''}
<form method="post" action="${escapeHtml(v.action)}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'emailAddress', label: 'E-mail address', type: 'email', value: v.emailAddress, autocomplete: 'username', required: true, maxLength: EMAIL_MAX, autofocus: !v.emailAddress })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX, autofocus: !!v.emailAddress })}
<p class="aside">${link(`${v.publicUrl}/identity/forgot-password`, 'Forgot your password?')}</p>
${submit('Sign in')}
</form>
<p class="divider"><span>or</span></p>
${passkeySignInForm({ action: `${v.action}/passkey`, csrf: v.csrf })}`;
  return renderPage({
    title: 'Sign in',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>New to Probity? ${link(`${v.publicUrl}/identity/register`, 'Create an account')}</p>`,
  });
}

/** The interaction cookie is missing or the interaction expired (a stale tab, a bookmarked page). */
export function renderSignInExpired(publicUrl: string): string {
  return renderPage({
    title: 'Sign-in expired',
    publicUrl,
    body: `${heading('Your sign-in page has expired', 'For your security, sign-in pages are only valid for a short time.')}
${linkButton(`${publicUrl}/authentication/login`, 'Start again')}`,
  });
}
