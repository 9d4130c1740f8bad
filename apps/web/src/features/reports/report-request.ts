import {
  type ReportParameter,
  type ReportParameterValues,
  parseReportDate,
  reportDateFromIso,
} from '@probity/domain';

/**
 * The filter panel's values by parameter key, as the inputs hold them: a Boolean 'true'/'false',
 * a Date the date picker's 'YYYY-MM-DD', text as typed, the chosen values of a choice.
 */
export type FilterState = Record<string, string[]>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v)) && b.every((v) => a.includes(v));

function isoOfReportDate(text: string): string | null {
  const date = parseReportDate(text);
  return date ? date.toISOString().slice(0, 10) : null;
}

/** The panel as the report starts (and after 'Clear filters'): every parameter at its default. */
export function initialFilterState(parameters: readonly ReportParameter[]): FilterState {
  const state: FilterState = {};
  for (const p of parameters) {
    if (p.type === 'Date') {
      const iso = p.defaultValue[0] ? isoOfReportDate(p.defaultValue[0]) : null;
      state[p.key] = iso ? [iso] : [];
    } else if (p.type === 'Boolean') {
      state[p.key] = [p.defaultValue[0]?.toLowerCase() === 'true' ? 'true' : 'false'];
    } else {
      state[p.key] = [...p.defaultValue];
    }
  }
  return state;
}

/**
 * The request's parameters from the panel (spec 01 §5 Report filters): a multi-choice that
 * selects all its default values (or nothing) is omitted, so the server applies its default;
 * empty dates, numbers and texts are dropped; a date is sent as 'DD/MM/YYYY hh:mm:ss AM/PM'.
 */
export function toRequestParameters(
  parameters: readonly ReportParameter[],
  state: FilterState,
): ReportParameterValues {
  const out: ReportParameterValues = {};
  for (const p of parameters) {
    const values = state[p.key] ?? [];
    switch (p.type) {
      case 'MultiChoice':
        if (values.length > 0 && !sameSet(values, p.defaultValue)) out[p.key] = [...values];
        break;
      case 'Date': {
        const date = reportDateFromIso(values[0]);
        if (date) out[p.key] = [date];
        break;
      }
      case 'Number':
      case 'String': {
        const text = values[0]?.trim();
        if (text) out[p.key] = [text];
        break;
      }
      case 'Boolean':
        out[p.key] = [values[0] === 'true' ? 'true' : 'false'];
        break;
      case 'SingleChoice':
        if (values[0]) out[p.key] = [values[0]];
        break;
    }
  }
  return out;
}
