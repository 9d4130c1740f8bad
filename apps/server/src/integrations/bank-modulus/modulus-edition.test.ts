import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { SHIPPED_FILES, activeModulusEdition, configureModulusTables } from './modulus-edition.js';

/** A new edition is a data update: the configured files (MODULUS_*_FILE) are read at start. */
describe('the configured files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-modulus-'));
  afterAll(() => {
    configureModulusTables({});
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const weights = path.join(dir, 'valacdosv880.txt');
  const substitutions = path.join(dir, 'scsubtab.txt');

  it('uses them, named after the weights file, instead of the shipped v8.50', () => {
    const rows = fs.readFileSync(SHIPPED_FILES.weights, 'utf8').split('\r\n').slice(0, 100);
    fs.writeFileSync(weights, rows.join('\r\n'));
    fs.copyFileSync(SHIPPED_FILES.substitutions, substitutions);
    const edition = configureModulusTables({
      MODULUS_WEIGHTS_FILE: weights,
      MODULUS_SUBSTITUTIONS_FILE: substitutions,
    });
    expect(edition).toMatchObject({
      name: 'v8.80',
      source: 'configured',
      weightRows: 100,
      substitutionRows: 21,
    });
    expect(activeModulusEdition().name).toBe('v8.80');
    expect(
      configureModulusTables({
        MODULUS_WEIGHTS_FILE: weights,
        MODULUS_SUBSTITUTIONS_FILE: substitutions,
        MODULUS_EDITION: 'v8.80 (January)',
      }).name,
    ).toBe('v8.80 (January)');
  });

  it('stops the start on a malformed file, naming the file and the line', () => {
    fs.writeFileSync(substitutions, '938173 938017\r\n938289 93806\r\n');
    expect(() =>
      configureModulusTables({ MODULUS_WEIGHTS_FILE: weights, MODULUS_SUBSTITUTIONS_FILE: substitutions }),
    ).toThrow(
      `${substitutions}: Line 2: expected an original and a substitute sorting code of 6 digits each`,
    );
  });

  it('without them the shipped edition answers', () => {
    expect(configureModulusTables({})).toMatchObject({ name: 'v8.50', source: 'shipped', weightRows: 1151 });
  });

  it('the configuration wants both files or neither', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MODULUS_WEIGHTS_FILE: weights })).toThrow(
      /MODULUS_SUBSTITUTIONS_FILE: set MODULUS_WEIGHTS_FILE and MODULUS_SUBSTITUTIONS_FILE together, or neither/,
    );
  });
});
