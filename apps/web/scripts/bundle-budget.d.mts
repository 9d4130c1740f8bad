export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface BudgetRow {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
}
export const TARGET: { js: number; css: number };
export const LIMIT: { js: number; css: number };
export const FIRST_LOAD_ROUTES: string[];
export function firstLoadFiles(manifest: Manifest, routes: string[]): { scripts: string[]; styles: string[] };
export function measure(
  manifest: Manifest,
  routes: string[],
  sizeOf: (file: string) => number,
  budget?: { js: number; css: number },
): { rows: BudgetRow[]; js: number; css: number; over: string[] };
export function kB(bytes: number): string;
