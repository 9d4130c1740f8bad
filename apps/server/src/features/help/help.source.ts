import { type HelpSection, type HelpSubsection, ZHelpSection, ZHelpSubsection } from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { loadHelpDirectory } from './help.content.js';

/** Where help content comes from: the shipped files, or an external content service. */
export interface HelpContentSource {
  sections(): Promise<HelpSection[]>;
}

const EXTERNAL_TIMEOUT_MS = 10_000;

/** The shipped help, read once. */
export function localHelpSource(dir?: string): HelpContentSource {
  let loaded: Promise<HelpSection[]> | null = null;
  return {
    sections() {
      loaded ??= loadHelpDirectory(dir).catch((err: unknown) => {
        loaded = null;
        throw err;
      });
      return loaded;
    },
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Strapi v4 entry keeps its fields under `attributes`; v5 and plain services have them flat. */
function fieldsOf(entry: unknown): Json | null {
  if (!isObject(entry)) return null;
  return isObject(entry.attributes) ? { ...entry.attributes } : entry;
}

/** A relation is a list, or `{ data: list }` in Strapi v4. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.data)) return value.data;
  return [];
}

/** Roles as a list of names, a comma-separated text, or a relation to role entries with a name. */
function rolesOf(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
  return listOf(value)
    .map((item) => {
      if (typeof item === 'string') return item.trim();
      const fields = fieldsOf(item);
      return typeof fields?.name === 'string' ? fields.name.trim() : '';
    })
    .filter(Boolean);
}

const orderNumber = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : 0;
};

function toSubsection(entry: unknown): HelpSubsection | null {
  const f = fieldsOf(entry);
  if (!f) return null;
  const parsed = ZHelpSubsection.safeParse({
    name: f.name,
    order_number: orderNumber(f.order_number),
    subsection_identifier: f.subsection_identifier,
    content: typeof f.content === 'string' ? f.content : '',
    user_roles_can_view: rolesOf(f.user_roles_can_view),
  });
  return parsed.success ? parsed.data : null;
}

function toSection(entry: unknown): HelpSection | null {
  const f = fieldsOf(entry);
  if (!f) return null;
  const parsed = ZHelpSection.safeParse({
    name: f.name,
    order_number: orderNumber(f.order_number),
    section_identifier: f.section_identifier,
    user_roles_can_view: rolesOf(f.user_roles_can_view),
    subsections: listOf(f.subsections)
      .map(toSubsection)
      .filter((s): s is HelpSubsection => s !== null),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The answer of a content service's GET /api/sections?populate=subsections: `{ data: [...] }`
 * (Strapi v4 with `attributes`, or v5 flat) or a plain list. Entries without a name or an
 * identifier are left out rather than failing the whole help.
 */
export function normaliseSections(body: unknown): HelpSection[] | null {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.data) ? body.data : null;
  if (!list) return null;
  return list.map(toSection).filter((s): s is HelpSection => s !== null);
}

/**
 * spec 01 §7: an external content service, GET /api/sections with populate=subsections and a
 * fixed bearer credential. The answer is kept for HELP_CONTENT_CACHE_SECONDS; when the service
 * fails, the last good answer is used, or else the shipped help (decision: help never goes blank),
 * until the service is asked again after the same time.
 */
export function externalHelpSource(
  opts: { url: string; token?: string; cacheSeconds: number },
  fallback: HelpContentSource,
  log: FastifyBaseLogger,
): HelpContentSource {
  const endpoint = new URL('api/sections', opts.url.endsWith('/') ? opts.url : `${opts.url}/`);
  endpoint.searchParams.set('populate', 'subsections');
  let cached: { sections: HelpSection[]; at: number } | null = null;
  let pending: Promise<HelpSection[]> | null = null;

  async function fetchSections(): Promise<HelpSection[]> {
    try {
      const res = await fetch(endpoint, {
        headers: {
          accept: 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`the content service answered ${res.status}`);
      const sections = normaliseSections(await res.json());
      if (!sections) throw new Error('the content service answered no list of sections');
      cached = { sections, at: Date.now() };
      return sections;
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'help content service failed');
      // Asked again after the cache time, not on every call while the service is down.
      const sections = cached?.sections ?? (await fallback.sections());
      cached = { sections, at: Date.now() };
      return sections;
    }
  }

  return {
    sections() {
      if (cached && Date.now() - cached.at < opts.cacheSeconds * 1000)
        return Promise.resolve(cached.sections);
      pending ??= fetchSections().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

export function createHelpSource(config: Config, log: FastifyBaseLogger): HelpContentSource {
  const local = localHelpSource();
  if (!config.HELP_CONTENT_URL) return local;
  return externalHelpSource(
    {
      url: config.HELP_CONTENT_URL,
      token: config.HELP_CONTENT_TOKEN,
      cacheSeconds: config.HELP_CONTENT_CACHE_SECONDS,
    },
    local,
    log,
  );
}
