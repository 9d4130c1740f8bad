import type { Config } from '../../config.js';
import { decryptText, encryptText, encryptionKey } from '../../lib/crypto.js';

/*
 * Issue 17: an estate item's reference (an account, policy or share-certificate number) is
 * encrypted by the application before it reaches the database, like bank details and file notes
 * (ARCHITECTURE "Personal data is protected"), bound to the item's id so a value copied onto
 * another item does not decrypt.
 */

const contextOf = (estateItemID: string) => `estateItem:${estateItemID}:reference`;

export function encryptItemReference(
  config: Config,
  estateItemID: string,
  reference: string | null,
): string | null {
  return reference === null ? null : encryptText(encryptionKey(config), reference, contextOf(estateItemID));
}

/** The clear reference of a stored item; one that does not decrypt (another key) reads as empty. */
export function decryptItemReference(
  config: Config,
  estateItemID: string,
  stored: string | null,
): string | null {
  if (stored === null) return null;
  try {
    return decryptText(encryptionKey(config), stored, contextOf(estateItemID));
  } catch {
    return '';
  }
}
