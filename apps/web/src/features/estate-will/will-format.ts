import { WILL_TEXTS, formatPounds } from '@probity/domain';
import type { EstateLegacy } from './estate-will.api';

/** What a gift gives, in a few words: "£5,000.00", "Gold watch", "50 % of the residue", "1/3 of the residue". */
export function legacyGiftText(legacy: EstateLegacy): string {
  if (legacy.amount !== null) return formatPounds(legacy.amount);
  if (legacy.description) return legacy.description;
  const share = legacy.share;
  if (share?.kind === 'percent') return WILL_TEXTS.ofResidue(`${share.percent} %`);
  if (share?.kind === 'fraction') return WILL_TEXTS.ofResidue(`${share.numerator}/${share.denominator}`);
  return '';
}
