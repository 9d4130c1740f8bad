import { REPORT_TEXTS } from '@probity/domain';
import { escapeHtml } from '../../lib/html.js';
import type { ReportDocument } from './report-engine.js';
import { cellText, gmtDateTime } from './report-format.js';

/**
 * One page of a report as HTML for the report body (spec 01 §2 Report details): the title, the
 * applied filters, when it was generated (GMT) and a table. Every value is escaped here; the
 * browser sanitises the HTML again before it shows it. Classes only, no inline style or script.
 */
export function renderReportHtml(doc: ReportDocument, page: number, totalPages: number): string {
  const meta = [
    doc.organisationName,
    `Generated ${gmtDateTime(doc.generatedAt)} GMT`,
    `${doc.total.toLocaleString('en-GB')} ${doc.total === 1 ? 'row' : 'rows'}`,
    `Page ${page} of ${totalPages}`,
  ].filter(Boolean);
  const filters =
    doc.filters.length === 0
      ? `<p class="probity-report-filters-none">${escapeHtml(REPORT_TEXTS.noFilters)}</p>`
      : `<dl class="probity-report-filters">${doc.filters
          .map((f) => `<div><dt>${escapeHtml(f.name)}</dt><dd>${escapeHtml(f.text)}</dd></div>`)
          .join('')}</dl>`;
  const numeric = (kind: string) =>
    kind === 'number' || kind === 'money' ? ' class="probity-report-number"' : '';
  const body =
    doc.rows.length === 0
      ? `<p class="probity-report-empty">${escapeHtml(REPORT_TEXTS.noRows)}</p>`
      : `<div class="probity-report-table-wrap" role="region" aria-label="${escapeHtml(doc.name)}" tabindex="0"><table class="probity-report-table"><caption>${escapeHtml(doc.name)}</caption><thead><tr>${doc.columns
          .map((c) => `<th scope="col"${numeric(c.kind)}>${escapeHtml(c.header)}</th>`)
          .join('')}</tr></thead><tbody>${doc.rows
          .map(
            (row) =>
              `<tr>${doc.columns
                .map(
                  (c) =>
                    `<td data-label="${escapeHtml(c.header)}"${numeric(c.kind)}>${escapeHtml(cellText(row[c.key] ?? null, c.kind))}</td>`,
                )
                .join('')}</tr>`,
          )
          .join('')}</tbody></table></div>`;
  return `<article class="probity-report"><header><h2 class="probity-report-title">${escapeHtml(doc.name)}</h2><p class="probity-report-meta">${meta
    .map((m) => `<span>${escapeHtml(m)}</span>`)
    .join('')}</p>${filters}</header>${body}</article>`;
}
