import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_ROOT = './apps/web';
const WEB_TESTS = /\.test\.tsx?$/;
/** A file that replaces a module or a global, or spies, or fakes the clock, gets modules of its own. */
const REPLACES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|mocked)\b/;
const webTests = readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => WEB_TESTS.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
const replacing = webTests.filter((file) => REPLACES.test(readFileSync(path.join(WEB_ROOT, file), 'utf8')));

/** The libraries every web test file loads. */
const PREBUNDLED = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/modals',
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'dayjs',
  '@testing-library/react',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no module replaced: the files share one module graph.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file builds its own app and database (test/helpers.ts), so the files share one
          // fork and its loaded modules: the server's import graph is loaded once, not per file.
          isolate: false,
          // One database schema per run on PostgreSQL: files run one after another.
          fileParallelism: false,
        },
      },
      // The web tests in two projects (the step runs both): loading React, Mantine and the pages
      // again for each file was most of their time, so files that only render and click share
      // their modules; files that replace a module (vi.mock) or a global keep a graph of their own.
      {
        test: {
          name: 'web',
          root: WEB_ROOT,
          include: replacing,
          environment: 'happy-dom',
          // A page test renders the whole page; on a loaded 2-core machine 5 s was not always enough.
          testTimeout: 15_000,
          // Each of these files loads the libraries afresh: pre-bundled, each is one file to load.
          deps: { optimizer: { client: { enabled: true, include: PREBUNDLED } } },
        },
      },
      {
        test: {
          name: 'web-shared',
          root: WEB_ROOT,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: replacing,
          environment: 'happy-dom',
          testTimeout: 15_000,
          isolate: false,
        },
      },
    ],
  },
});
