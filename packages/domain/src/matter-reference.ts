import { z } from 'zod';
import type { MatterTypeKey } from './matter-types.js';

/*
 * Issue 14 "Find it": matter references are unique within a firm (case-insensitively), and a firm
 * may have them made from a pattern such as `{TYPE}/{YYYY}/{SEQ:4}`. The pattern is parsed and
 * formatted here, purely; the server keeps the per-firm counter and skips references already taken.
 */

/** The short code of each matter type, for {TYPE}. */
export const MATTER_TYPE_CODES = {
  estate: 'EST',
  powerOfAttorney: 'POA',
  trust: 'TRU',
  will: 'WIL',
} as const satisfies Record<MatterTypeKey, string>;

/** Decision: a pattern is at most 100 characters, so a reference made from it stays well under REFERENCE_MAX. */
export const REFERENCE_PATTERN_MAX = 100;
/** {SEQ:n} pads the counter to n digits, 1 to 9 (more digits are written when the counter outgrows n). */
export const REFERENCE_SEQ_WIDTH_MAX = 9;

export const MATTER_REFERENCE_TEXTS = {
  duplicate: (reference: string) => `A matter with reference ${reference} already exists`,
  unknownToken: (token: string) => `Unknown part {${token}}: use {TYPE}, {YYYY}, {YY}, {MM} or {SEQ:n}`,
  needsSeq: 'The pattern must contain {SEQ} or {SEQ:n}, the number that makes each reference new',
  oneSeq: 'The pattern may contain {SEQ} only once',
  unclosedBrace: 'A { is not closed by a }',
  strayBrace: 'A } has no { before it',
  seqWidth: `{SEQ:n} takes a width from 1 to ${REFERENCE_SEQ_WIDTH_MAX}`,
  controlCharacter: 'The pattern cannot contain control characters',
  tooLong: (length: number) => `Too many characters (${length}/${REFERENCE_PATTERN_MAX})`,
  /** New Matter, when the firm has a pattern: the reference may be left empty. */
  nextReferenceHint: (next: string) => `Leave empty to use the next reference: ${next}`,
  patternLabel: 'Matter reference pattern',
  patternHelp:
    'New matters get the next reference from this pattern when their reference is left empty. Parts: {TYPE} (EST, POA, TRU, WIL), {YYYY}, {YY}, {MM} and {SEQ:n}, a number of the firm padded to n digits. Leave empty to type every reference.',
  patternSaved: 'Matter reference pattern saved',
  patternCleared: 'Matter reference pattern removed',
  patternSaveFailed: 'The matter reference pattern could not be saved',
  patternExample: (example: string) => `Next estate reference: ${example}`,
} as const;

export type ReferencePatternPart =
  | { kind: 'text'; text: string }
  | { kind: 'type' }
  | { kind: 'year4' }
  | { kind: 'year2' }
  | { kind: 'month' }
  | { kind: 'seq'; width: number };

export type ParsedReferencePattern = { parts: ReferencePatternPart[] } | { error: string };

const FIXED_TOKENS: Record<string, ReferencePatternPart> = {
  TYPE: { kind: 'type' },
  YYYY: { kind: 'year4' },
  YY: { kind: 'year2' },
  MM: { kind: 'month' },
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

function parseToken(token: string): ReferencePatternPart | string {
  const upper = token.toUpperCase();
  const fixed = FIXED_TOKENS[upper];
  if (fixed) return fixed;
  const seq = /^SEQ(?::(\d+))?$/.exec(upper);
  if (!seq) return MATTER_REFERENCE_TEXTS.unknownToken(token);
  const width = seq[1] === undefined ? 1 : Number(seq[1]);
  if (width < 1 || width > REFERENCE_SEQ_WIDTH_MAX) return MATTER_REFERENCE_TEXTS.seqWidth;
  return { kind: 'seq', width };
}

/**
 * Reads a pattern: literal text and the tokens {TYPE}, {YYYY}, {YY}, {MM}, {SEQ} and {SEQ:n}
 * (tokens are case-insensitive). Exactly one {SEQ} is required, so every reference can be new.
 */
export function parseReferencePattern(pattern: string): ParsedReferencePattern {
  if (pattern.length > REFERENCE_PATTERN_MAX)
    return { error: MATTER_REFERENCE_TEXTS.tooLong(pattern.length) };
  if (CONTROL.test(pattern)) return { error: MATTER_REFERENCE_TEXTS.controlCharacter };
  const parts: ReferencePatternPart[] = [];
  let text = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '}') return { error: MATTER_REFERENCE_TEXTS.strayBrace };
    if (ch !== '{') {
      text += ch;
      i++;
      continue;
    }
    const end = pattern.indexOf('}', i);
    const next = pattern.indexOf('{', i + 1);
    if (end < 0 || (next >= 0 && next < end)) return { error: MATTER_REFERENCE_TEXTS.unclosedBrace };
    const part = parseToken(pattern.slice(i + 1, end));
    if (typeof part === 'string') return { error: part };
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push(part);
    i = end + 1;
  }
  if (text) parts.push({ kind: 'text', text });
  const seqs = parts.filter((p) => p.kind === 'seq').length;
  if (seqs === 0) return { error: MATTER_REFERENCE_TEXTS.needsSeq };
  if (seqs > 1) return { error: MATTER_REFERENCE_TEXTS.oneSeq };
  return { parts };
}

/** What is wrong with a pattern, or null when it can be used. */
export function referencePatternProblem(pattern: string): string | null {
  const parsed = parseReferencePattern(pattern);
  return 'error' in parsed ? parsed.error : null;
}

/**
 * The reference a pattern makes for a matter type, a day ('YYYY-MM-DD', the firm's today) and a
 * counter value. Throws on a pattern that does not parse (callers validate it when it is saved).
 */
export function formatReference(
  pattern: string,
  values: { matterType: MatterTypeKey; date: string; seq: number },
): string {
  const parsed = parseReferencePattern(pattern);
  if ('error' in parsed) throw new Error(`Invalid reference pattern: ${parsed.error}`);
  const [year = '', month = ''] = values.date.split('-');
  const render = (part: ReferencePatternPart): string => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'type':
        return MATTER_TYPE_CODES[values.matterType];
      case 'year4':
        return year;
      case 'year2':
        return year.slice(-2);
      case 'month':
        return month;
      case 'seq':
        return String(values.seq).padStart(part.width, '0');
    }
  };
  return parsed.parts.map(render).join('');
}

/**
 * PUT /api/Organisations/{id}/MatterReferencePattern: the pattern, or null / '' for none (every
 * reference typed). Trimmed; a pattern that cannot be used is a 400 on `matterReferencePattern`.
 */
export const ZMatterReferencePatternInput = z.object({
  matterReferencePattern: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : referencePatternProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type MatterReferencePatternInput = z.infer<typeof ZMatterReferencePatternInput>;
