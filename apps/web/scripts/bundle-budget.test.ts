import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest, measure } from './bundle-budget.mjs';

// A tiny build: the entry imports react and a shared chunk, the dashboard imports the shared chunk
// and its own; a lazy page and the entry's dynamic import are not part of the first load.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js', '_shared-1.js'],
    dynamicImports: ['src/Dashboard.tsx', 'src/Reports.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
  'src/Dashboard.tsx': { file: 'assets/Dashboard-1.js', imports: ['_shared-1.js', '_tiles-1.js'] },
  '_tiles-1.js': { file: 'assets/tiles-1.js' },
  'src/Reports.tsx': { file: 'assets/Reports-1.js', imports: ['_big-1.js'] },
  '_big-1.js': { file: 'assets/big-1.js' },
};
const SIZES: Record<string, number> = {
  'assets/index-1.js': 30_000,
  'assets/react-1.js': 60_000,
  'assets/shared-1.js': 20_000,
  'assets/Dashboard-1.js': 10_000,
  'assets/tiles-1.js': 5_000,
  'assets/Reports-1.js': 1,
  'assets/big-1.js': 1,
  'assets/index-1.css': 8_000,
  'assets/shared-1.css': 2_000,
};
const sizeOf = (file: string) => SIZES[file] ?? Number.NaN;

describe('the first load budget', () => {
  it('takes the entry and the dashboard with their static imports, each file once', () => {
    const files = firstLoadFiles(MANIFEST, ['src/Dashboard.tsx']);
    expect(files.scripts.sort()).toEqual([
      'assets/Dashboard-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/shared-1.js',
      'assets/tiles-1.js',
    ]);
    expect(files.styles.sort()).toEqual(['assets/index-1.css', 'assets/shared-1.css']);
  });

  it('sums JavaScript and CSS and passes within the limit', () => {
    const result = measure(MANIFEST, ['src/Dashboard.tsx'], sizeOf, { js: 125_000, css: 10_000 });
    expect(result.js).toBe(125_000);
    expect(result.css).toBe(10_000);
    expect(result.over).toEqual([]);
  });

  it('fails when either passes its limit by a byte', () => {
    expect(measure(MANIFEST, ['src/Dashboard.tsx'], sizeOf, { js: 124_999, css: 10_000 }).over).toEqual([
      'JavaScript 125.0 kB is over its limit of 125.0 kB',
    ]);
    expect(measure(MANIFEST, ['src/Dashboard.tsx'], sizeOf, { js: 125_000, css: 9_999 }).over).toHaveLength(
      1,
    );
  });

  it('refuses a manifest without its route', () => {
    expect(() => firstLoadFiles(MANIFEST, ['src/Missing.tsx'])).toThrow(/src\/Missing.tsx/);
  });
});
