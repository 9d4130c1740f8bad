import type { HelpSection } from '@probity/domain';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

/** A passage of a subsection: one paragraph or list (with the paragraph that introduces it). */
export interface HelpPassage {
  id: number;
  sectionId: string;
  sectionName: string;
  subsectionId: string;
  subsectionName: string;
  /** The nearest heading above it inside the subsection. */
  heading: string | null;
  /** The passage as written (markdown). */
  markdown: string;
  /** The passage as plain words, for the index. */
  text: string;
}

export interface FoundPassage extends HelpPassage {
  score: number;
  /** The share of the question's meaning this passage matches (0–1; see HelpIndex). */
  matchedShare: number;
}

/**
 * Words that say nothing about what the reader wants (question words, pronouns, the product's own
 * name). Left out of the index and of questions, so "how do I …" matches on what follows.
 */
const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at be been being but by can could did do does
  doing done for from get got had has have having he her here hers him his how i if in into is it its
  just let me my myself no not of off on once only or other our ours out over own please probity same
  she should so some such tell than that the their theirs them then there these they this those to
  too under until up us very want was we were what when where which while who whom why will with
  would you your yours yourself know need way mean means meaning happen happens happened possible able
  explain`.split(/\s+/),
);

/** Lower case, no stop words, Porter stem: "exporting" and "exports" both index as "export". */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stemmer(word);
}

/** Markdown to the words a reader sees: no emphasis marks, links as their text, no images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const IMAGE_ONLY = /^!\[[^\]]*\]\([^)]*\)$/;

/** Splits a subsection's markdown into passages at blank lines; a paragraph ending in ':' keeps its list. */
export function splitPassages(markdown: string): { heading: string | null; markdown: string }[] {
  const blocks = markdown
    .split(/\r?\n\s*\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const passages: { heading: string | null; markdown: string }[] = [];
  let heading: string | null = null;
  let carry: string | null = null;
  for (const block of blocks) {
    const headingMatch = HEADING.exec(block);
    if (headingMatch && !block.includes('\n')) {
      if (carry) passages.push({ heading, markdown: carry });
      carry = null;
      heading = headingMatch[2] ?? null;
      continue;
    }
    if (IMAGE_ONLY.test(block)) continue;
    const text: string = carry ? `${carry}\n\n${block}` : block;
    if (block.endsWith(':')) {
      carry = text;
      continue;
    }
    carry = null;
    passages.push({ heading, markdown: text });
  }
  if (carry) passages.push({ heading, markdown: carry });
  return passages;
}

/** Every passage of every subsection, numbered. */
export function passagesOf(sections: readonly HelpSection[]): HelpPassage[] {
  const passages: HelpPassage[] = [];
  for (const section of sections) {
    for (const sub of section.subsections ?? []) {
      for (const p of splitPassages(sub.content)) {
        passages.push({
          id: passages.length,
          sectionId: section.section_identifier,
          sectionName: section.name,
          subsectionId: sub.subsection_identifier,
          subsectionName: sub.name,
          heading: p.heading,
          markdown: p.markdown,
          text: plainText(p.markdown),
        });
      }
    }
  }
  return passages;
}

/** Matches on a subsection's title count most, then its headings, then the passage itself. */
const BOOST = { subsectionName: 3, heading: 2, text: 1, sectionName: 0.5 };
/** The subsection the reader has open is preferred a little when passages score alike. */
const CURRENT_SUBSECTION_BOOST = 1.3;
/** Longer words also match as prefixes ("export" finds "exported"), longer still with one typo. */
const PREFIX = (term: string) => term.length >= 5;
const FUZZY = (term: string) => (term.length >= 7 ? 1 : false);

/**
 * The relevance floor (issue 11: never cite an unrelated section). Each word of the question
 * weighs what it tells: its inverse document frequency over the passages (BM25's IDF), so a word
 * that is nowhere in the help ("weather", "VAT return") weighs most and a word that is everywhere
 * ("legacy", "matter") least. A passage must match at least this share of the question's weight:
 * "How do I file a VAT return?" matches "file" and "return" somewhere, but not what the question is
 * about. Tuned on real questions of each role (help.assistant.test.ts).
 */
export const MIN_MATCHED_SHARE = 0.5;

/**
 * And a minimum BM25 score per word of the question: a passage that matches the words only in
 * passing (once, in a long paragraph, never in a title or heading) scores far below one about them.
 * Tuned with MIN_MATCHED_SHARE on the same questions.
 */
export const MIN_SCORE_PER_TERM = 5;

/**
 * BM25+ full-text search (MiniSearch) over the help's passages, with stemming. A passage must
 * share enough of the question's words to count: one of one or two, two of three or more, and
 * enough of their weight (MIN_MATCHED_SHARE).
 */
export class HelpIndex {
  private readonly engine: MiniSearch<HelpPassage>;
  private readonly passages: HelpPassage[];
  /** Weight of a question word (processed term), computed once per index. */
  private readonly weights = new Map<string, number>();
  private readonly minMatchedShare: number;
  private readonly minScorePerTerm: number;

  constructor(
    sections: readonly HelpSection[],
    opts: { minMatchedShare?: number; minScorePerTerm?: number } = {},
  ) {
    this.passages = passagesOf(sections);
    this.minMatchedShare = opts.minMatchedShare ?? MIN_MATCHED_SHARE;
    this.minScorePerTerm = opts.minScorePerTerm ?? MIN_SCORE_PER_TERM;
    this.engine = new MiniSearch<HelpPassage>({
      fields: ['subsectionName', 'heading', 'text', 'sectionName'],
      extractField: (doc, field) => String(doc[field as keyof HelpPassage] ?? ''),
      processTerm,
    });
    this.engine.addAll(this.passages);
  }

  /** BM25's IDF of a word among all passages, matched as a question word is (prefix, typo). */
  private weightOf(token: string, term: string): number {
    let weight = this.weights.get(term);
    if (weight === undefined) {
      const n = this.passages.length;
      const df = this.engine.search(token, { prefix: PREFIX, fuzzy: FUZZY }).length;
      weight = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      this.weights.set(term, weight);
    }
    return weight;
  }

  find(
    question: string,
    opts: { visibleSubsections: ReadonlySet<string>; currentSubsection?: string; limit: number },
  ): FoundPassage[] {
    const weights = new Map<string, number>();
    for (const token of MiniSearch.getDefault('tokenize')(question) as string[]) {
      const term = processTerm(token);
      if (term && !weights.has(term)) weights.set(term, this.weightOf(token, term));
    }
    if (weights.size === 0) return [];
    const totalWeight = [...weights.values()].reduce((sum, w) => sum + w, 0);
    const needed = weights.size <= 2 ? 1 : 2;
    const results = this.engine.search(question, {
      boost: BOOST,
      prefix: PREFIX,
      fuzzy: FUZZY,
      combineWith: 'OR',
      filter: (r) => {
        const passage = this.passages[r.id as number];
        return !!passage && opts.visibleSubsections.has(passage.subsectionId);
      },
      boostDocument: (id) =>
        this.passages[id as number]?.subsectionId === opts.currentSubsection ? CURRENT_SUBSECTION_BOOST : 1,
    });
    const found: FoundPassage[] = [];
    for (const r of results) {
      const matched = new Set(r.queryTerms);
      if (matched.size < needed) continue;
      const matchedWeight = [...matched].reduce((sum, t) => sum + (weights.get(t) ?? 0), 0);
      const matchedShare = totalWeight > 0 ? matchedWeight / totalWeight : 0;
      if (matchedShare < this.minMatchedShare || r.score < this.minScorePerTerm * weights.size) continue;
      const passage = this.passages[r.id as number];
      if (passage) found.push({ ...passage, score: r.score, matchedShare });
      if (found.length >= opts.limit) break;
    }
    return found;
  }
}
