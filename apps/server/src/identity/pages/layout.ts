import { escapeHtml } from '../../lib/html.js';

/**
 * The frame of every identity-server page: server-rendered, no inline script (CSP script-src
 * 'self'), one stylesheet and one small script that only enhances forms.
 */
export interface PageFrame {
  title: string;
  publicUrl: string;
  /** Already-escaped HTML of the card. */
  body: string;
  /** Already-escaped HTML under the card (links). */
  footer?: string;
}

const MARK = `<svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
<path d="M16 2.5 4.5 7v8.2c0 7.1 4.9 12.5 11.5 14.3 6.6-1.8 11.5-7.2 11.5-14.3V7L16 2.5Z" fill="currentColor"/>
<path d="m10.5 16.2 3.8 3.8 7.4-7.9" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

export function renderPage(frame: PageFrame): string {
  const base = `${frame.publicUrl}/identity/assets`;
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(frame.title)} · Probity</title>
<link rel="stylesheet" href="${escapeHtml(base)}/identity.css">
<script src="${escapeHtml(base)}/identity.js" defer></script>
</head>
<body>
<div class="page">
<header class="brand"><a class="brand-link" href="${escapeHtml(frame.publicUrl)}/">${MARK}<span class="brand-name">Probity</span></a></header>
<main class="card" id="main">
${frame.body}
</main>
${frame.footer ? `<nav class="below" aria-label="More options">${frame.footer}</nav>` : ''}
<footer class="legal">Probity · Secure sign-in</footer>
</div>
</body>
</html>`;
}

export type FieldErrors = Record<string, string[] | undefined>;

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'hidden';
  value?: string;
  autocomplete?: string;
  hint?: string;
  errors?: FieldErrors;
  required?: boolean;
  maxLength?: number;
  autofocus?: boolean;
}

/** A labelled input with its hint and errors tied to it for screen readers. */
export function field(o: FieldOptions): string {
  const id = `f-${o.name}`;
  const errors = o.errors?.[o.name] ?? [];
  const described = [o.hint ? `${id}-hint` : '', errors.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const type = o.type ?? 'text';
  const value = type === 'password' ? '' : (o.value ?? '');
  return `<div class="field${errors.length ? ' field-invalid' : ''}">
<label for="${id}">${escapeHtml(o.label)}</label>
${o.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(o.hint)}</p>` : ''}
${errors.length ? `<p class="field-error" id="${id}-error">${errors.map(escapeHtml).join('<br>')}</p>` : ''}
<input id="${id}" name="${escapeHtml(o.name)}" type="${type}" value="${escapeHtml(value)}"${
    o.autocomplete ? ` autocomplete="${escapeHtml(o.autocomplete)}"` : ''
  }${o.required ? ' required' : ''}${o.maxLength ? ` maxlength="${o.maxLength}"` : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }${errors.length ? ' aria-invalid="true"' : ''}${o.autofocus ? ' autofocus' : ''}${
    type === 'password' ? ' data-reveal' : ''
  } spellcheck="false">
</div>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

export type NoticeKind = 'error' | 'success' | 'info';

/** A message box; errors are announced (role=alert) and focused by identity.js. */
export function notice(kind: NoticeKind, text: string, extraHtml = ''): string {
  const role = kind === 'error' ? ' role="alert" tabindex="-1" data-focus' : ' role="status"';
  return `<div class="notice notice-${kind}"${role}><p>${escapeHtml(text)}</p>${extraHtml}</div>`;
}

/** The summary at the top of a form listing every field problem, each linking to its field. */
export function errorSummary(errors: FieldErrors, labels: Record<string, string>): string {
  const items = Object.entries(errors)
    .filter(([, messages]) => messages && messages.length > 0)
    .map(
      ([name, messages]) =>
        `<li><a href="#f-${escapeHtml(name)}">${escapeHtml(labels[name] ?? name)}: ${escapeHtml(messages!.join(' '))}</a></li>`,
    );
  if (items.length === 0) return '';
  return `<div class="notice notice-error" role="alert" tabindex="-1" data-focus>
<p>Please correct the following:</p><ul>${items.join('')}</ul></div>`;
}

export function heading(title: string, lead?: string): string {
  return `<h1>${escapeHtml(title)}</h1>${lead ? `<p class="lead">${escapeHtml(lead)}</p>` : ''}`;
}

export function submit(text: string): string {
  return `<button class="button button-primary" type="submit">${escapeHtml(text)}</button>`;
}

export function linkButton(href: string, text: string): string {
  return `<a class="button button-primary" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}
