import {
  can,
  type HelpAnswer,
  type HelpAskInput,
  type HelpSection,
  helpVisible,
  type Role,
} from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import { forbidden } from '../../lib/errors.js';
import { type AssistantApi, NO_MATCH, askAssistantApi, composeAnswer } from './help.assistant.js';
import { HelpIndex } from './help.search.js';
import { createHelpSource, type HelpContentSource } from './help.source.js';

/** Passages found per question; the API is given them all, a composed answer keeps the best. */
const PASSAGES_FOUND = 6;

const byOrder = <T extends { order_number: number; name: string }>(a: T, b: T) =>
  a.order_number - b.order_number || a.name.localeCompare(b.name);

/**
 * A link to a subsection the reader may not see would lead nowhere (the overlay has no such
 * topic): it is left as its text. Links elsewhere are kept.
 */
export function unlinkHidden(markdown: string, visibleSubsections: ReadonlySet<string>): string {
  return markdown.replace(/\[([^\]]*)\]\(#([^)\s]+)\)/g, (link, text: string, id: string) =>
    visibleSubsections.has(decodeURIComponent(id)) ? link : text,
  );
}

/**
 * spec 01 §6: sections and subsections are hidden unless the user holds a role listed in
 * user_roles_can_view (empty: visible to all). A section left with no subsection it can show is
 * hidden too when subsections were asked for. Sorted by order_number.
 */
export function visibleSections(
  sections: readonly HelpSection[],
  roles: readonly Role[],
  withSubsections: boolean,
): HelpSection[] {
  const visible: HelpSection[] = [];
  for (const section of [...sections].sort(byOrder)) {
    if (!helpVisible(roles, section.user_roles_can_view)) continue;
    if (!withSubsections) {
      const { subsections: _omitted, ...rest } = section;
      visible.push(rest);
      continue;
    }
    const subsections = (section.subsections ?? [])
      .filter((sub) => helpVisible(roles, sub.user_roles_can_view))
      .sort(byOrder);
    if (subsections.length > 0) visible.push({ ...section, subsections });
  }
  if (!withSubsections) return visible;
  const ids = new Set(visible.flatMap((s) => (s.subsections ?? []).map((sub) => sub.subsection_identifier)));
  return visible.map((section) => ({
    ...section,
    subsections: (section.subsections ?? []).map((sub) => ({
      ...sub,
      content: unlinkHidden(sub.content, ids),
    })),
  }));
}

export interface HelpService {
  listSections(actor: Actor, withSubsections: boolean): Promise<HelpSection[]>;
  ask(actor: Actor, input: HelpAskInput): Promise<HelpAnswer>;
}

function authorizeHelp(actor: Actor) {
  if (!can(actor, 'help.read')) throw forbidden();
}

export function createHelpService(
  config: Config,
  log: FastifyBaseLogger,
  source: HelpContentSource = createHelpSource(config, log),
): HelpService {
  // One index per content version: the shipped help never changes, fetched help now and then.
  const indexes = new WeakMap<readonly HelpSection[], HelpIndex>();
  const indexOf = (sections: readonly HelpSection[]) => {
    let index = indexes.get(sections);
    if (!index) indexes.set(sections, (index = new HelpIndex(sections)));
    return index;
  };
  const api: AssistantApi | null = config.ASSISTANT_API_URL
    ? {
        url: config.ASSISTANT_API_URL,
        key: config.ASSISTANT_API_KEY,
        model: config.ASSISTANT_MODEL,
        timeoutMs: config.ASSISTANT_TIMEOUT_MS,
      }
    : null;

  return {
    async listSections(actor, withSubsections) {
      authorizeHelp(actor);
      return visibleSections(await source.sections(), actor.roles, withSubsections);
    },

    async ask(actor, input) {
      authorizeHelp(actor);
      const sections = await source.sections();
      const visibleSubsections = new Set(
        visibleSections(sections, actor.roles, true).flatMap((s) =>
          (s.subsections ?? []).map((sub) => sub.subsection_identifier),
        ),
      );
      const found = indexOf(sections)
        .find(input.question, {
          visibleSubsections,
          currentSubsection: input.subsectionId,
          limit: PASSAGES_FOUND,
        })
        .map((p) => ({ ...p, markdown: unlinkHidden(p.markdown, visibleSubsections) }));
      // Nothing in the help: an honest answer, and no outside call with nothing to answer from.
      if (found.length === 0) return NO_MATCH;
      if (api) {
        const worded = await askAssistantApi(api, input.question, found, log);
        if (worded) return worded;
      }
      return composeAnswer(found);
    },
  };
}
