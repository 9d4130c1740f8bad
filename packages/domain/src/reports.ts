import { z } from 'zod';
import { TEXT_MAX } from './limits.js';
import { VALIDATION } from './texts.js';

/** spec 01 §6 Reports: Administrators get the Admin list, Charity the Charity list, others the Client list. */
export const REPORT_LISTS = ['Admin', 'Charity', 'Client'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

/** spec 01 §3 Report: the parameter types. */
export const REPORT_PARAMETER_TYPES = [
  'Boolean',
  'Date',
  'Number',
  'String',
  'SingleChoice',
  'MultiChoice',
] as const;
export type ReportParameterType = (typeof REPORT_PARAMETER_TYPES)[number];

/** spec 01 §7 Reporting: the export formats, and the labels of the Export dropdown. */
export const REPORT_FORMATS = ['WORDOPENXML', 'EXCELOPENXML', 'PDF', 'CSV', 'XML'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  WORDOPENXML: 'Word',
  EXCELOPENXML: 'Excel',
  PDF: 'PDF',
  CSV: 'CSV',
  XML: 'XML',
};
/** The media type and file extension of each export (the browser opens the file with its type). */
export const REPORT_FORMAT_FILES: Record<ReportFormat, { mediaType: string; extension: string }> = {
  WORDOPENXML: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  EXCELOPENXML: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  PDF: { mediaType: 'application/pdf', extension: 'pdf' },
  CSV: { mediaType: 'text/csv; charset=utf-8', extension: 'csv' },
  XML: { mediaType: 'application/xml; charset=utf-8', extension: 'xml' },
};

/** spec 01 §5 Report filters: number input max 20 characters, text max 200. */
export const REPORT_NUMBER_MAX = 20;
export const REPORT_TEXT_MAX = TEXT_MAX;
/** Ours (spec silent): a viewed report shows this many rows a page. */
export const REPORT_ROWS_PER_PAGE = 25;
/** Ours (spec silent): the most rows one export holds; a larger export asks for narrower filters. */
export const REPORT_EXPORT_MAX_ROWS = 100_000;
/** spec 01 §6: the parameter a non-administrator's organisation is always given as. */
export const REPORT_ORGANISATION_PARAMETER = 'OrganisationID';

export const REPORT_TEXTS = {
  title: 'Reports',
  description: 'Run a report, filter it and export it.',
  empty: 'There are no reports for you yet.',
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  export: 'Export',
  loadFailed: 'The report could not be loaded.',
  exportFailed: 'The report could not be exported. Please try again.',
  noRows: 'No rows match these filters.',
  noFilters: 'No filters applied',
  tooManyRows: (max: number) =>
    `This report has more than ${max.toLocaleString('en-GB')} rows; narrow the filters to export it.`,
  unknownParameter: 'Unknown parameter',
  oneValueOnly: 'Only one value is allowed',
  chooseFromList: 'Choose a value from the list',
  invalidBoolean: 'Must be true or false',
  invalidNumber: 'Must be a number',
  invalidDate: 'Must be a date as DD/MM/YYYY hh:mm:ss AM/PM',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Money for machines (the XML of a report export and the legacy export): integer pence as a
 * decimal of pounds with two places and no symbol or separator, 600000 → '6000.00', -5 → '-0.05'.
 * People read formatPounds' £6,000.00 instead.
 */
export function poundsDecimal(pence: number): string {
  const abs = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * spec 01 §5: a date is sent as day/month/year hh:mm:ss AM/PM. From the date picker's
 * 'YYYY-MM-DD' (the start of that day), e.g. '2026-03-07' → '07/03/2026 12:00:00 AM'.
 */
export function reportDateFromIso(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  return `${match[3]}/${match[2]}/${match[1]} 12:00:00 AM`;
}

const REPORT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ?([AP]M)$/i;

/** A report date ('DD/MM/YYYY hh:mm:ss AM/PM', read as GMT) as a Date; null when it is not a real date. */
export function parseReportDate(text: string): Date | null {
  const match = REPORT_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour12, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour12 < 1 || hour12 > 12 || minute > 59 || second > 59) return null;
  const hour = (hour12 % 12) + (match[7]!.toUpperCase() === 'PM' ? 12 : 0);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date;
}

/** A Date as a report date, in GMT (the inverse of parseReportDate). */
export function formatReportDate(date: Date): string {
  const hour = date.getUTCHours();
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(hour % 12 || 12)}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const ZReportSummary = z.object({
  name: z.string(),
  description: z.string(),
  path: z.string(),
});
export type ReportSummary = z.infer<typeof ZReportSummary>;

export const ZReportParameterOption = z.object({ label: z.string(), value: z.string() });
export type ReportParameterOption = z.infer<typeof ZReportParameterOption>;

/** spec 01 §3 Report parameters: key, name, type, value list of label/value, defaultValue. */
export const ZReportParameter = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(REPORT_PARAMETER_TYPES),
  value: z.array(ZReportParameterOption),
  /** The values used when the parameter is not sent (empty: no filter). */
  defaultValue: z.array(z.string()),
});
export type ReportParameter = z.infer<typeof ZReportParameter>;

/** Parameter values by key, each a list (one value for all but MultiChoice). */
export const ZReportParameterValues = z.record(
  z.string().min(1).max(100),
  z.array(z.string().max(1000)).max(200),
);
export type ReportParameterValues = z.infer<typeof ZReportParameterValues>;

/** spec 01 §3 "Report view request: format, reportPath, page, parameters". */
export const ZReportViewRequest = z.object({
  reportPath: z.string().trim().min(1, { error: VALIDATION.required }).max(200),
  page: z.number().int().min(1).max(1_000_000).default(1),
  parameters: ZReportParameterValues.default({}),
  /** Ignored by View, which always renders HTML; accepted as the spec lists it. */
  format: z.enum([...REPORT_FORMATS, 'HTML5']).optional(),
});
export type ReportViewRequest = z.input<typeof ZReportViewRequest>;
export type ReportViewInput = z.output<typeof ZReportViewRequest>;

export const ZReportExportRequest = ZReportViewRequest.extend({ format: z.enum(REPORT_FORMATS) });
export type ReportExportRequest = z.input<typeof ZReportExportRequest>;
export type ReportExportInput = z.output<typeof ZReportExportRequest>;

export const ZReportView = z.object({
  /** The page of the report as HTML: title, applied filters, generation time (GMT) and a table. */
  content: z.string(),
  parameters: z.array(ZReportParameter),
  totalPages: z.number().int(),
});
export type ReportView = z.infer<typeof ZReportView>;

/**
 * What is wrong with the values sent for one parameter (spec 01 §5 Report filters); empty when
 * they are fine. An empty list means "not sent" and is always fine.
 */
export function reportValueProblems(parameter: ReportParameter, values: readonly string[]): string[] {
  if (values.length === 0) return [];
  if (parameter.type !== 'MultiChoice' && values.length > 1) return [REPORT_TEXTS.oneValueOnly];
  const problems = new Set<string>();
  for (const value of values) {
    switch (parameter.type) {
      case 'Boolean':
        if (!/^(true|false)$/i.test(value)) problems.add(REPORT_TEXTS.invalidBoolean);
        break;
      case 'Date':
        if (!parseReportDate(value)) problems.add(REPORT_TEXTS.invalidDate);
        break;
      case 'Number':
        if (value.length > REPORT_NUMBER_MAX)
          problems.add(VALIDATION.tooManyCharacters(REPORT_NUMBER_MAX, value.length));
        else if (!/^-?\d+(\.\d+)?$/.test(value.trim())) problems.add(REPORT_TEXTS.invalidNumber);
        break;
      case 'String':
        if (value.length > REPORT_TEXT_MAX)
          problems.add(VALIDATION.tooManyCharacters(REPORT_TEXT_MAX, value.length));
        break;
      case 'SingleChoice':
      case 'MultiChoice':
        if (!parameter.value.some((o) => o.value === value)) problems.add(REPORT_TEXTS.chooseFromList);
        break;
    }
  }
  return [...problems];
}

// ── issue 11: the legacies list exported (filtered) to CSV and Excel ─────────────────────────────

/** The formats of GET /api/Legacy/Organisation/{organisationId}/Export, and the Export menu's labels. */
export const LEGACY_LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LegacyListExportFormat = (typeof LEGACY_LIST_EXPORT_FORMATS)[number];
export const LEGACY_LIST_EXPORT_LABELS: Record<LegacyListExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel',
};
export const LEGACY_LIST_EXPORT_TEXTS = {
  export: 'Export',
  exporting: 'Exporting the legacies',
  failed: 'The legacies could not be exported. Please try again.',
  tooManyRows: (max: number) =>
    `This list has more than ${max.toLocaleString('en-GB')} legacies; narrow the search or the status filter to export it.`,
} as const;

/**
 * The file of a list export, named like the legacy's XML export (spec 03 §7
 * sc_legacy_{legacyID}_{day}-{month}-{year}.xml): sc_legacies_{organisationID}_{DD}-{MM}-{YYYY}.csv
 * (UTC date).
 */
export function legacyListExportFileName(
  organisationID: string,
  now: Date,
  format: LegacyListExportFormat,
): string {
  return `sc_legacies_${organisationID}_${pad(now.getUTCDate())}-${pad(now.getUTCMonth() + 1)}-${now.getUTCFullYear()}.${format}`;
}
