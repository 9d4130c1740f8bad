import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used rather than at start (issue 16: start-up
 * time and idle memory). Synchronous, so the functions using it keep their signatures. A static
 * `import` would not do: the build hoists every package's import to the top of the bundle.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
