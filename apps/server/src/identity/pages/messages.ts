import { escapeHtml } from '../../lib/html.js';
import { heading, link, linkButton, notice, renderPage } from './layout.js';

/**
 * The sign-out page. oidc-provider hands us its form (id op.logoutForm, with an xsrf field); we add
 * "sign out of everything" and a visible button. identity.js submits it at once, so a user who
 * chose Sign Out in Probity is not asked again; without JavaScript they press the button.
 */
export function renderLogout(publicUrl: string, providerForm: string): string {
  const form = providerForm
    .replace('<form ', '<form data-auto-submit ')
    .replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes"><button class="button button-primary" type="submit">Sign out</button></form>',
    );
  return renderPage({
    title: 'Signing out',
    publicUrl,
    body: `${heading('Signing you out…', 'If nothing happens, press Sign out.')}
${form}`,
    footer: `<p>${link(`${publicUrl}/secure`, 'Stay signed in and go back to Probity')}</p>`,
  });
}

export function renderLoggedOut(publicUrl: string): string {
  return renderPage({
    title: 'Signed out',
    publicUrl,
    body: `${heading('You have signed out', 'You have been signed out of Probity on this device.')}
${linkButton(`${publicUrl}/authentication/login`, 'Sign in again')}`,
  });
}

/** oidc-provider's answer to a path or method it does not serve (its text names both). */
export function isUnrecognizedRoute(out: { error_description?: unknown }): boolean {
  return typeof out.error_description === 'string' && out.error_description.startsWith('unrecognized route');
}

/** oidc-provider's error page (bad authorization requests, expired links). No internals are shown. */
export function renderProviderError(
  publicUrl: string,
  out: { error?: string; error_description?: string },
): string {
  // The provider's text for an unknown path names the path: it is never shown back.
  const description = isUnrecognizedRoute(out)
    ? 'This page does not exist.'
    : (out.error_description ?? 'The request could not be completed.');
  return renderPage({
    title: 'Something went wrong',
    publicUrl,
    body: `${heading('Something went wrong', 'We could not complete your sign-in request.')}
${notice('error', description)}
${out.error ? `<p class="muted">Error code: <code>${escapeHtml(out.error)}</code></p>` : ''}
${linkButton(`${publicUrl}/authentication/login`, 'Start again')}`,
    footer: `<p>${link(`${publicUrl}/`, 'Back to Probity')}</p>`,
  });
}

export function renderMessage(publicUrl: string, title: string, text: string): string {
  return renderPage({
    title,
    publicUrl,
    body: `${heading(title)}
${notice('error', text)}
<p>${link(`${publicUrl}/`, 'Back to Probity')}</p>`,
  });
}
