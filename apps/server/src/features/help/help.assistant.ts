import { HELP_TEXTS, type HelpAnswer, type HelpSource } from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FoundPassage } from './help.search.js';

/** Passages within this share of the best score make it into a composed answer. */
const KEEP_SCORE_RATIO = 0.5;
const MAX_ANSWER_PASSAGES = 4;
const MAX_ANSWER_SUBSECTIONS = 3;

export const NO_MATCH: HelpAnswer = { answer: HELP_TEXTS.noMatch, sources: [] };

function sourcesOf(passages: readonly FoundPassage[]): HelpSource[] {
  const seen = new Map<string, HelpSource>();
  for (const p of passages) {
    if (!seen.has(p.subsectionId))
      seen.set(p.subsectionId, {
        sectionId: p.sectionId,
        subsectionId: p.subsectionId,
        name: p.subsectionName,
      });
  }
  return [...seen.values()];
}

/**
 * The answer without any outside service (spec/README "answers from that help content"): the best
 * passages as written, grouped under a link to their subsection (#subsection_identifier).
 */
export function composeAnswer(found: readonly FoundPassage[]): HelpAnswer {
  const best = found[0];
  if (!best) return NO_MATCH;
  const kept = found.filter((p) => p.score >= best.score * KEEP_SCORE_RATIO).slice(0, MAX_ANSWER_PASSAGES);
  const groups = new Map<string, FoundPassage[]>();
  for (const p of kept) {
    const group = groups.get(p.subsectionId);
    if (group) group.push(p);
    else if (groups.size < MAX_ANSWER_SUBSECTIONS) groups.set(p.subsectionId, [p]);
  }
  const parts: string[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    parts.push(`**[${first.subsectionName}](#${first.subsectionId})** · ${first.sectionName}`);
    // Each subsection's passages in the order they are written there, under their headings.
    let heading: string | null = null;
    for (const p of [...group].sort((a, b) => a.id - b.id)) {
      if (p.heading && p.heading !== heading) parts.push(`*${p.heading}*`);
      heading = p.heading;
      parts.push(p.markdown);
    }
  }
  return { answer: parts.join('\n\n'), sources: sourcesOf([...groups.values()].flat()) };
}

export interface AssistantApi {
  url: string;
  key?: string;
  model: string;
  timeoutMs: number;
}

const SYSTEM_PROMPT = [
  'You are the help assistant of Probity, a web portal for probate and legacy work.',
  'Answer the question only from the help passages given. Do not invent screens, buttons or rules.',
  `If the passages do not answer the question, reply exactly: ${HELP_TEXTS.noMatch}`,
  'Answer briefly in markdown, with numbered steps where the reader has to do something.',
  'Quote button and page names in bold as the passages write them.',
  'Link to the topics you used as [topic name](#topic-id), with the ids given in the passages.',
].join('\n');

/** The request body of an OpenAI-compatible chat completion with the passages as context. */
export function chatCompletionRequest(
  api: AssistantApi,
  question: string,
  passages: readonly FoundPassage[],
) {
  const context = passages
    .map(
      (p, i) =>
        `[${i + 1}] Topic "${p.subsectionName}" (id #${p.subsectionId}, section ${p.sectionName})${
          p.heading ? `, part "${p.heading}"` : ''
        }\n${p.markdown}`,
    )
    .join('\n\n');
  return {
    model: api.model,
    temperature: 0.2,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Help passages:\n\n${context}\n\nQuestion: ${question}` },
    ],
  };
}

/**
 * Asks an OpenAI-compatible POST {url}/chat/completions to word the answer from the passages.
 * Null on any failure (timeout, refusal, an answer without text): the caller then composes one.
 */
export async function askAssistantApi(
  api: AssistantApi,
  question: string,
  passages: readonly FoundPassage[],
  log: FastifyBaseLogger,
): Promise<HelpAnswer | null> {
  const endpoint = new URL('chat/completions', api.url.endsWith('/') ? api.url : `${api.url}/`);
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(api.key ? { authorization: `Bearer ${api.key}` } : {}),
      },
      body: JSON.stringify(chatCompletionRequest(api, question, passages)),
      signal: AbortSignal.timeout(api.timeoutMs),
    });
    if (!res.ok) throw new Error(`the assistant API answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new Error('the assistant API gave no answer');
    const answer = content.trim();
    if (answer === HELP_TEXTS.noMatch) return NO_MATCH;
    // The sources are the topics the answer links to, else every topic it was given.
    const all = sourcesOf(passages);
    const linked = all.filter((s) => answer.includes(`#${s.subsectionId})`));
    return { answer, sources: linked.length > 0 ? linked : all };
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'assistant API failed');
    return null;
  }
}
