import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Config } from '../config.js';
import { checkPasswordPolicy } from './passwords.js';
import { serverFile } from '../lib/server-files.js';

/**
 * The strength rules of a new password, on top of checkPasswordPolicy's length rules: not one of
 * the most common passwords, a zxcvbn score of at least MIN_PASSWORD_SCORE, and, when
 * BREACHED_PASSWORD_API_URL is set, not found in a breach (k-anonymity range query, HIBP format).
 */

/** zxcvbn's score runs 0–4; 3 means "safely unguessable: moderate protection from offline attacks" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

export const STRENGTH_TEXTS = {
  common:
    'This is one of the most commonly used passwords, so it is among the first that anyone trying to get into an account would guess. Please choose another.',
  weak: 'This password would be too easy to guess.',
  breached: (count: number) =>
    `This password has appeared in ${count === 1 ? 'a data breach' : `${count.toLocaleString('en-GB')} data breaches`} elsewhere, so people trying to get into accounts already have it. Please choose another.`,
} as const;

const COMMON_FILE = serverFile('identity', 'common-passwords.txt');

let commonPasswords: Set<string> | undefined;
/** The bundled list (common-passwords.txt), read once. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

let factory: Promise<ZxcvbnFactory> | undefined;
/**
 * zxcvbn with the common and English dictionaries, built once (offline: nothing is fetched). The
 * dictionaries (about 30 MB in memory) are loaded by the first password checked, not at start
 * (issue 16: idle memory).
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return factory;
}

/** UK spelling for the library's English feedback. */
function plain(text: string): string {
  return text.replace(/Capitaliz/g, 'Capitalis').replace(/capitaliz/g, 'capitalis');
}

/** The offline strength problems of a password (empty when strong enough). */
export async function strengthProblems(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string[]> {
  if (isCommonPassword(password)) return [STRENGTH_TEXTS.common];
  const inputs = ['probity', ...userInputs.flatMap((v) => [v, ...v.split(/[@.\s]+/)]).filter((v) => v)];
  const result = (await zxcvbn()).check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return [];
  const { warning, suggestions } = result.feedback;
  return [
    [STRENGTH_TEXTS.weak, warning, ...suggestions]
      .filter(Boolean)
      .map((t) => plain(t!))
      .join(' '),
  ];
}

export interface BreachCheckOptions {
  /** The range API's base: GET {url}/range/{first five hex digits of the SHA-1}. */
  url: string;
  timeoutMs: number;
}

/** Where a failed breach check is told (a pino logger); never given the password or its hash. */
export interface WarnLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * How often the password appears in the breach corpus (0 when not found), by a k-anonymity range
 * query: only the first five hex digits of its SHA-1 leave the server. Null when the service
 * could not answer in time: the check fails open.
 */
export async function breachCount(
  password: string,
  options: BreachCheckOptions,
  log?: WarnLog,
): Promise<number | null> {
  const unavailable = (reason: string) => {
    log?.warn({ reason }, 'breached-password check unavailable; the password was accepted without it');
    return null;
  };
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  try {
    const response = await fetch(`${options.url.replace(/\/+$/, '')}/range/${prefix}`, {
      headers: { 'add-padding': 'true', 'user-agent': 'Probity' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) return unavailable(`status ${response.status}`);
    for (const line of (await response.text()).split(/\r?\n/)) {
      const [lineSuffix, count] = line.trim().split(':');
      if (lineSuffix?.toUpperCase() === suffix) return Number.parseInt(count ?? '0', 10) || 0;
    }
    return 0;
  } catch (err) {
    return unavailable(err instanceof Error ? err.name : 'error');
  }
}

export interface PasswordContext {
  emailAddress?: string;
  /** Names and other words of the person a password should not be built from. */
  names?: readonly string[];
}

/** Checks a new password: policy (length), then strength, then (when configured) breaches. */
export type PasswordChecker = (
  password: string,
  context?: PasswordContext,
  log?: WarnLog,
) => Promise<string[]>;

export function createPasswordChecker(breach?: BreachCheckOptions): PasswordChecker {
  return async (password, context = {}, log) => {
    const policy = checkPasswordPolicy(password, context);
    if (policy.length) return policy;
    const weak = await strengthProblems(password, [context.emailAddress ?? '', ...(context.names ?? [])]);
    if (weak.length) return weak;
    if (!breach) return [];
    const count = await breachCount(password, breach, log);
    return count ? [STRENGTH_TEXTS.breached(count)] : [];
  };
}

const checkers = new WeakMap<Config, PasswordChecker>();

/** The checker of a configuration (BREACHED_PASSWORD_API_URL switches the online check on). */
export function passwordChecker(config: Config): PasswordChecker {
  let checker = checkers.get(config);
  if (!checker) {
    const url = config.BREACHED_PASSWORD_API_URL;
    checker = createPasswordChecker(
      url ? { url, timeoutMs: config.BREACHED_PASSWORD_TIMEOUT_MS } : undefined,
    );
    checkers.set(config, checker);
  }
  return checker;
}
