import { Box } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './Reports.module.css';

/** The elements and attributes the server's report HTML uses (report-html.ts); nothing else survives. */
const ALLOWED_TAGS = [
  'article',
  'header',
  'h2',
  'p',
  'span',
  'dl',
  'div',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
// The table's wrapper scrolls sideways when the columns are wider than the page: a region with a
// name and a tab stop, so a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
const ALLOWED_ATTR = ['class', 'scope', 'data-label', 'role', 'aria-label', 'tabindex'];

/** The server escapes every value; the HTML is sanitised here again before it is shown. */
export function sanitizeReportHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** spec 01 §2 Report details: the rendered report body. */
export function ReportBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeReportHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above, with a list of allowed tags.
  return <Box className={classes.body} dangerouslySetInnerHTML={{ __html: clean }} />;
}
