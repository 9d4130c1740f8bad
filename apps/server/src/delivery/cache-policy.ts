import path from 'node:path';

/** Hashed build output: a new build gives a changed file a new name, so a copy never goes stale. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html, the client routes' fallback and unhashed files: kept, but asked about on every use. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file of the built web app: Vite writes every hashed file (scripts,
 * stylesheets, fonts, images imported by code) under assets/; public files and index.html keep
 * their names from one build to the next and must be revalidated.
 */
export function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? IMMUTABLE_ASSET : REVALIDATE;
}
