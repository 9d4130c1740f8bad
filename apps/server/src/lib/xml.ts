/**
 * What XML 1.0 (and so the Office formats) cannot hold: anything outside its Char production (C0
 * controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF). Used by every XML the server writes
 * (report exports, the legacy export).
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 cannot hold. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, '');
