import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates an XML document against an XML Schema with libxml2's xmllint, compiled to WebAssembly
 * (xmllint-wasm): a real validator, with no system package to install. Answers xmllint's errors.
 */
export async function xsdErrors(xml: string, schema: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: readFileSync(schema, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
