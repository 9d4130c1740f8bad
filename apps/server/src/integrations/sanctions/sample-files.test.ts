import fs from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DIR } from './sanctions-list.js';

/**
 * Whether a text is well-formed XML: fast-xml-parser's XMLValidator, and the rule it lets pass
 * that XML 1.0 §2.5 sets ("the string '--' (double-hyphen) MUST NOT occur within comments";
 * https://www.w3.org/TR/xml/#sec-comments), which the samples broke with a "npm run … -- …" hint.
 */
function wellFormed(xml: string): true | string {
  const result = XMLValidator.validate(xml);
  if (result !== true) return result.err.msg;
  for (const [, body] of xml.matchAll(/<!--([\s\S]*?)-->/g))
    if (body!.includes('--') || body!.endsWith('-')) return `'--' inside a comment: ${body!.slice(0, 40)}`;
  return true;
}

describe('the shipped sample files', () => {
  it.each(['UK-Sanctions-List.xml', 'UK-PEP-Sample.xml'])('%s is well-formed XML', (file) => {
    expect(wellFormed(fs.readFileSync(path.join(SAMPLE_DIR, file), 'utf8'))).toBe(true);
  });

  it('refuses a malformed file: two hyphens in a comment, an unclosed element', () => {
    expect(
      wellFormed(
        '<?xml version="1.0"?>\n<!-- import with npm run cli -- import-sanctions -->\n<Designations/>',
      ),
    ).toMatch(/^'--' inside a comment/);
    expect(wellFormed('<Designations><Designation></Designations>')).not.toBe(true);
    expect(wellFormed('<?xml version="1.0"?>\n<!-- a comment -->\n<Designations/>')).toBe(true);
  });
});
