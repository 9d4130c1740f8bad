import type { EmailTrigger } from '@probity/domain';
import type Handlebars from 'handlebars';
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../lib/lazy-require.js';

/**
 * E-mail templates are Handlebars over the trigger's documented placeholders only: {{name}}
 * (HTML-escaped), {{#if name}}…{{else}}…{{/if}} and {{#unless name}}. Anything else (helpers,
 * partials, {{{raw}}}, paths into objects) is refused when the template is saved, and the HTML
 * is sanitised both when saved and after rendering.
 */
const BLOCK_HELPERS = ['if', 'unless'];

/** E-mail HTML: the usual formatting tags, tables for layout, inline styles, http(s)/mailto links. */
/** Loaded when a message is rendered or a template checked, not at start (issue 16). */
const handlebars = lazyRequire<typeof Handlebars>('handlebars');
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

const sanitizeOptions = (): sanitizeHtml.IOptions => ({
  allowedTags: [...sanitizer().defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'class', 'role', 'dir', 'lang'],
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'border'],
    table: ['border', 'cellpadding', 'cellspacing', 'summary'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    font: ['color', 'face', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
});

export function sanitizeEmailHtml(html: string): string {
  return sanitizer()(html, sanitizeOptions());
}

type Node = hbs.AST.Node;

function pathName(node: Node): string | null {
  if (node.type !== 'PathExpression') return null;
  const path = node as hbs.AST.PathExpression;
  if (path.data || path.depth > 0 || path.parts.length !== 1) return null;
  return path.original;
}

/** Every problem of a template's placeholders, in the order they appear. */
export function placeholderProblems(source: string, trigger: EmailTrigger): string[] {
  let program: hbs.AST.Program;
  try {
    program = handlebars().parse(source);
  } catch (err) {
    // Handlebars answers "Parse error on line N:", the excerpt, a pointer and what it expected.
    const lines = (err instanceof Error ? err.message : String(err)).split('\n');
    const where = lines[0]?.replace(/:$/, '') ?? 'Parse error';
    const expected = lines.length > 3 ? ` (${lines[lines.length - 1]})` : '';
    return [`The template cannot be read: ${where}${expected}`];
  }
  const known = new Set(trigger.placeholders.map((p) => p.name));
  const offered = trigger.placeholders.map((p) => `{{${p.name}}}`).join(', ');
  const problems: string[] = [];
  const add = (text: string) => {
    if (!problems.includes(text)) problems.push(text);
  };
  const checkName = (node: Node, shown: string) => {
    const name = pathName(node);
    if (name === null) add(`{{${shown}}} is not allowed: use a placeholder of this trigger (${offered})`);
    else if (!known.has(name)) add(`Unknown placeholder {{${name}}}: this trigger offers ${offered}`);
  };
  const walk = (nodes: readonly hbs.AST.Statement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const m = node as hbs.AST.MustacheStatement;
          const shown = 'original' in m.path ? String(m.path.original) : '…';
          if (!m.escaped) add(`{{{${shown}}}} is not allowed: values are always HTML-escaped`);
          else if (m.params.length > 0 || m.hash) add(`{{${shown} …}} is not allowed: no helpers`);
          else checkName(m.path, shown);
          break;
        }
        case 'BlockStatement': {
          const b = node as hbs.AST.BlockStatement;
          const helper = pathName(b.path);
          if (!helper || !BLOCK_HELPERS.includes(helper) || b.params.length !== 1 || b.hash) {
            add(`{{#${helper ?? '…'}}} is not allowed: only {{#if placeholder}} and {{#unless placeholder}}`);
          } else {
            const param = b.params[0]!;
            checkName(param, 'original' in param ? String(param.original) : '…');
          }
          walk(b.program?.body ?? []);
          walk(b.inverse?.body ?? []);
          break;
        }
        default:
          add('Partials, decorators and raw blocks are not allowed');
      }
    }
  };
  walk(program.body);
  return problems;
}

const COMPILE_OPTIONS = {
  strict: true,
  knownHelpers: { if: true, unless: true },
  knownHelpersOnly: true,
} as const;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders a stored template: the subject as plain text on one line, the content as sanitised
 * HTML with every value escaped, and a plain-text version of the same.
 */
export function renderTemplate(
  template: { subject: string; templateContent: string },
  values: Readonly<Record<string, string>>,
): RenderedMail {
  const subject = handlebars().compile(template.subject, { ...COMPILE_OPTIONS, noEscape: true })(values);
  const html = sanitizeEmailHtml(handlebars().compile(template.templateContent, COMPILE_OPTIONS)(values));
  return { subject: subject.replace(/\s+/g, ' ').trim(), html, text: htmlToText(html) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** A readable plain-text version of sanitised e-mail HTML (links keep their address). */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const inner = label.replace(/<[^>]+>/g, '').trim();
      const url = href.replace(/&amp;/g, '&');
      return inner && inner !== url ? `${inner} (${url})` : url;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
