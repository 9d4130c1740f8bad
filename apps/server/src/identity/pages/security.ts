import { PASSWORD_MAX } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import { RECOVERY_CODE_COUNT } from '../totp.js';
import {
  errorSummary,
  type FieldErrors,
  field,
  heading,
  hidden,
  link,
  notice,
  renderPage,
  submit,
} from './layout.js';
import { CODE_LABEL, recoveryCodesBlock, totpSetupSteps } from './second-factor.js';

export interface SecurityView {
  publicUrl: string;
  csrf: string;
  emailAddress: string;
  /** The authenticator app: none, being set up (with its key), or working. */
  totp: { state: 'none' } | { state: 'setup'; secret: string; uri: string } | { state: 'active' };
  recoveryCodesLeft: number;
  /** Administrators and users of companies that require one. */
  required: boolean;
  /** New recovery codes, shown once. */
  codes?: string[];
  errors?: FieldErrors;
  success?: string;
  formError?: string;
}

/**
 * HOOK for other second factors (passkeys): each entry adds a section (already-escaped HTML) to the
 * security page, after the authenticator app's.
 */
export const SECURITY_SECTIONS: ((v: { publicUrl: string; csrf: string }) => string)[] = [];

const LABELS = { code: CODE_LABEL, password: 'Current password' };

function passwordForm(action: string, v: SecurityView, form: string, button: string, hint: string) {
  const errors = form === formOfErrors(v) ? (v.errors ?? {}) : {};
  return `<form method="post" action="${action}" novalidate>
${hidden('csrf', v.csrf)}${hidden('form', form)}
<input type="email" name="username" value="${escapeHtml(v.emailAddress)}" autocomplete="username" hidden readonly>
${field({ name: `${form}-password`, label: LABELS.password, type: 'password', autocomplete: 'current-password', required: true, maxLength: PASSWORD_MAX, hint, errors })}
${submit(button)}
</form>`;
}

/** Which form the errors belong to (their field names start with it). */
function formOfErrors(v: SecurityView): string | undefined {
  const first = Object.keys(v.errors ?? {})[0];
  return first?.split('-')[0];
}

function totpSection(v: SecurityView): string {
  const action = escapeHtml(`${v.publicUrl}/identity/account/security`);
  const errors = v.errors ?? {};
  if (v.totp.state === 'none') {
    return `<p>Not set up. ${v.required ? 'Your account must use a second factor: set one up now.' : 'An authenticator app on your phone makes your account much harder to break into.'}</p>
<form method="post" action="${action}" novalidate>
${hidden('csrf', v.csrf)}${hidden('form', 'start')}
${submit('Set up an authenticator app')}
</form>`;
  }
  if (v.totp.state === 'setup') {
    return `${totpSetupSteps(v.totp.secret, v.totp.uri)}
<form method="post" action="${action}" novalidate>
${hidden('csrf', v.csrf)}${hidden('form', 'confirm')}
${field({ name: 'confirm-code', label: CODE_LABEL, autocomplete: 'one-time-code', required: true, maxLength: 20, errors, autofocus: true })}
${submit('Confirm')}
</form>`;
  }
  return `<p><span class="badge">On</span> Probity asks for a code from your authenticator app each time you sign in.</p>
<h3>Recovery codes</h3>
<p>${v.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left. New codes replace all the old ones.</p>
${passwordForm(action, v, 'regenerate', 'Make new recovery codes', 'Needed to make new recovery codes.')}
<h3>Remove the authenticator app</h3>
<p>${v.required ? 'Your account must use a second factor: you will be asked to set one up again at your next sign-in.' : 'Sign-in will then ask for your password only.'}</p>
${passwordForm(action, v, 'remove', 'Remove authenticator app', 'Needed to remove your authenticator app.')}`;
}

/** /identity/account/security: the user's second factors (issue 13). */
export function renderSecurity(v: SecurityView): string {
  const errors = v.errors ?? {};
  const labels = Object.fromEntries(
    Object.keys(errors).map((k) => [k, k.endsWith('code') ? LABELS.code : LABELS.password]),
  );
  const body = `${heading('Sign-in security', 'A second factor keeps your account safe even if someone learns your password.')}
${v.success ? notice('success', v.success) : ''}
${v.formError ? notice('error', v.formError) : ''}
${errorSummary(errors, labels)}
${v.codes ? `<section aria-labelledby="codes-title"><h2 id="codes-title">Your new recovery codes</h2>${recoveryCodesBlock(v.codes)}</section>` : ''}
<section aria-labelledby="totp-title">
<h2 id="totp-title">Authenticator app</h2>
${totpSection(v)}
</section>
${SECURITY_SECTIONS.map((s) => s(v)).join('\n')}`;
  return renderPage({
    title: 'Sign-in security',
    publicUrl: v.publicUrl,
    body,
    footer: `<p>${link(`${v.publicUrl}/identity/account`, 'Your account')} · ${link(`${v.publicUrl}/secure`, 'Back to Probity')}</p>`,
  });
}
