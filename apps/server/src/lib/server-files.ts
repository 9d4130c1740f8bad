import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `true` in the compiled server: build.mjs defines it; run from the TypeScript it is not defined. */
declare const PROBITY_COMPILED: boolean | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Where the files the code reads at run time sit, with their layout under src/: src/ itself when the
 * TypeScript runs (tsx, tests), dist/ when compiled (build.mjs bundles every module into a file
 * directly in dist/ and copies those files beside it). Every module finds them through here, since
 * in the bundle `import.meta.url` is the bundle's, not the module's.
 */
const CODE_DIR =
  typeof PROBITY_COMPILED !== 'undefined' && PROBITY_COMPILED ? here : path.resolve(here, '..');

/** apps/server: the package's own folder (help content, and the web app's build beside it). */
export const SERVER_DIR = path.dirname(CODE_DIR);

/** A file or folder given by its path under src/ (e.g. `serverFile('db', 'migrations')`). */
export function serverFile(...underSrc: string[]): string {
  return path.join(CODE_DIR, ...underSrc);
}
