import type { Config } from '../../config.js';
import { decryptText, encryptText, encryptionKey } from '../../lib/crypto.js';

/*
 * Issue 14: a file note's text is legal-privilege material, encrypted by the application before it
 * reaches the database (ARCHITECTURE "Personal data is protected"), bound to the note's id so a
 * text copied onto another note does not decrypt.
 */

const contextOf = (fileNoteID: string) => `fileNote:${fileNoteID}:text`;

export function encryptNoteText(config: Config, fileNoteID: string, text: string): string {
  return encryptText(encryptionKey(config), text, contextOf(fileNoteID));
}

/** The clear text of a stored note; one that does not decrypt (another key) reads as empty. */
export function decryptNoteText(config: Config, fileNoteID: string, stored: string): string {
  try {
    return decryptText(encryptionKey(config), stored, contextOf(fileNoteID));
  } catch {
    return '';
  }
}
