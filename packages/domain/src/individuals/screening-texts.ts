/**
 * Sanctions and PEP screening in words (issue 12): three outcomes per designation. A match fails
 * the sanctions part of a check; a possible match is referred to the firm's MLRO, who reviews and
 * resolves it; a PEP match or possible match is referred for enhanced due diligence.
 */
export const SCREENING_TEXTS = {
  sanctionsMatch: 'Match on the UK Sanctions List',
  sanctionsPossibleMatch: 'Possible match on the UK Sanctions List — for the MLRO to review',
  sanctionsNoMatch: 'No match on the UK Sanctions List',
  pepMatch: 'Match on the PEP list — enhanced due diligence',
  pepPossibleMatch: 'Possible match on the PEP list — for the MLRO to review',
  pepNoMatch: 'No match on the PEP list',
  outcome: { match: 'Match', possibleMatch: 'Possible match' },
} as const;

export type ScreeningMatchOutcome = keyof typeof SCREENING_TEXTS.outcome;
