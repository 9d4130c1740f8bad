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
  would you your yours yourself know need way`.split(/\s+/),
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

/**
 * BM25+ full-text search (MiniSearch) over the help's passages, with stemming. A passage must
 * share enough of the question's words to count: one of one or two, two of three or more.
 */
export class HelpIndex {
  private readonly engine: MiniSearch<HelpPassage>;
  private readonly passages: HelpPassage[];

  constructor(sections: readonly HelpSection[]) {
    this.passages = passagesOf(sections);
    this.engine = new MiniSearch<HelpPassage>({
      fields: ['subsectionName', 'heading', 'text', 'sectionName'],
      extractField: (doc, field) => String(doc[field as keyof HelpPassage] ?? ''),
      processTerm,
    });
    this.engine.addAll(this.passages);
  }

  find(
    question: string,
    opts: { visibleSubsections: ReadonlySet<string>; currentSubsection?: string; limit: number },
  ): FoundPassage[] {
    const terms = new Set(
      MiniSearch.getDefault('tokenize')(question)
        .map((t: string) => processTerm(t))
        .filter((t: string | null): t is string => !!t),
    );
    if (terms.size === 0) return [];
    const needed = terms.size <= 2 ? 1 : 2;
    const results = this.engine.search(question, {
      boost: BOOST,
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 7 ? 1 : false),
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
      if (new Set(r.queryTerms).size < needed) continue;
      const passage = this.passages[r.id as number];
      if (passage) found.push({ ...passage, score: r.score });
      if (found.length >= opts.limit) break;
    }
    return found;
  }
}
