import { SENSITIVE_INDIVIDUAL_FIELDS, type SensitiveIndividualField } from '@probity/domain';
import type { Config } from '../../config.js';
import { decryptText, encryptText, encryptionKey } from '../../lib/crypto.js';

/*
 * The identity-document and bank fields of an individual are encrypted by the application before
 * they reach the database (ARCHITECTURE "Personal data is protected"), each bound to its record and
 * field, so a value copied onto another row or column does not decrypt.
 */

export type SensitiveValues = Record<SensitiveIndividualField, string | null>;

const contextOf = (individualID: string, field: SensitiveIndividualField) =>
  `individual:${individualID}:${field}`;

export function encryptSensitive(
  config: Config,
  individualID: string,
  values: Partial<SensitiveValues>,
): Partial<SensitiveValues> {
  const key = encryptionKey(config);
  const out: Partial<SensitiveValues> = {};
  for (const field of SENSITIVE_INDIVIDUAL_FIELDS) {
    if (!(field in values)) continue;
    const v = values[field];
    out[field] = v ? encryptText(key, v, contextOf(individualID, field)) : null;
  }
  return out;
}

/** The clear values of a stored row. A value that does not decrypt (another key) reads as empty. */
export function decryptSensitive(
  config: Config,
  row: { individualID: string } & Record<SensitiveIndividualField, string | null>,
): SensitiveValues {
  const key = encryptionKey(config);
  const out = {} as SensitiveValues;
  for (const field of SENSITIVE_INDIVIDUAL_FIELDS) {
    const stored = row[field];
    if (!stored) {
      out[field] = null;
      continue;
    }
    try {
      out[field] = decryptText(key, stored, contextOf(row.individualID, field));
    } catch {
      out[field] = null;
    }
  }
  return out;
}

/**
 * What a viewer who may not see a sensitive value gets: its length in asterisks with the last two
 * characters (enough to tell two accounts apart), or only asterisks when it is short.
 */
export function maskValue(value: string | null): string | null {
  if (!value) return value;
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 2)}${value.slice(-2)}`;
}

export function maskAll(values: SensitiveValues): SensitiveValues {
  const out = {} as SensitiveValues;
  for (const field of SENSITIVE_INDIVIDUAL_FIELDS) out[field] = maskValue(values[field]);
  return out;
}
